"use client";

// React Query hooks over a ResourceClient. Lists keep the previous page on screen while the
// next one loads; writes prime the detail cache and invalidate every list and the detail.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { ApiClientError } from "./api";
import type { ResourceClient } from "./resource";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyResource = ResourceClient<any, any, any, any>;
type ObjectOf<R> = R extends ResourceClient<infer T, unknown, unknown, unknown> ? T : never;
type CreateOf<R> = R extends ResourceClient<unknown, infer C, unknown, unknown> ? C : never;
type UpdateOf<R> = R extends ResourceClient<unknown, unknown, infer U, unknown> ? U : never;
type ParamsOf<R> = R extends ResourceClient<unknown, unknown, unknown, infer P> ? P : never;

export function useResourceList<R extends AnyResource>(resource: R, params: ParamsOf<R>) {
  return useQuery({
    queryKey: resource.keys.list(params),
    queryFn: ({ signal }) => resource.list(params, signal) as Promise<Awaited<ReturnType<R["list"]>>>,
    placeholderData: keepPreviousData,
  });
}

export function useResourceDetail<R extends AnyResource>(resource: R, id: string | undefined) {
  return useQuery<ObjectOf<R>, ApiClientError>({
    queryKey: resource.keys.detail(id ?? ""),
    queryFn: ({ signal }) => resource.retrieve(id!, signal),
    enabled: Boolean(id),
  });
}

export function useCreateResource<R extends AnyResource>(resource: R) {
  const queryClient = useQueryClient();
  return useMutation<ObjectOf<R>, ApiClientError, CreateOf<R>>({
    mutationFn: (body) => resource.create(body),
    onSuccess: async (created) => {
      queryClient.setQueryData(resource.keys.detail(resource.idOf(created)), created);
      await queryClient.invalidateQueries({ queryKey: resource.keys.lists() });
    },
  });
}

export function useUpdateResource<R extends AnyResource>(resource: R) {
  const queryClient = useQueryClient();
  return useMutation<ObjectOf<R>, ApiClientError, { id: string; body: UpdateOf<R> }>({
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
