"use client";

// React Query hooks over a ResourceClient. Lists keep the previous page on screen while the
// next one loads; writes prime the detail cache and invalidate every list and the detail.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClientError, ApiPage } from "./api";
import type { ResourceClient } from "./resource";

export function useResourceList<T, C, U, P>(resource: ResourceClient<T, C, U, P>, params: P) {
  return useQuery<ApiPage<T>, ApiClientError>({
    queryKey: resource.keys.list(params),
    queryFn: ({ signal }) => resource.list(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useResourceDetail<T, C, U, P>(resource: ResourceClient<T, C, U, P>, id: string | undefined) {
  return useQuery<T, ApiClientError>({
    queryKey: resource.keys.detail(id ?? ""),
    queryFn: ({ signal }) => resource.retrieve(id!, signal),
    enabled: Boolean(id),
  });
}

export function useCreateResource<T, C, U, P>(resource: ResourceClient<T, C, U, P>) {
  const queryClient = useQueryClient();
  return useMutation<T, ApiClientError, C>({
    mutationFn: (body) => resource.create(body),
    onSuccess: async (created) => {
      queryClient.setQueryData(resource.keys.detail(resource.idOf(created)), created);
      await queryClient.invalidateQueries({ queryKey: resource.keys.lists() });
    },
  });
}

export function useUpdateResource<T, C, U, P>(resource: ResourceClient<T, C, U, P>) {
  const queryClient = useQueryClient();
  return useMutation<T, ApiClientError, { id: string; body: U }>({
    mutationFn: ({ id, body }) => resource.update(id, body),
    onSuccess: async (updated, { id }) => {
      queryClient.setQueryData(resource.keys.detail(id), updated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: resource.keys.lists() }),
        queryClient.invalidateQueries({ queryKey: resource.keys.detail(id) }),
      ]);
    },
  });
}
