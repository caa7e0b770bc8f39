"use client";

// React Query hooks over a ResourceClient. Pages call these or the named hooks of
// resources/*.ts (built on these, or on TanStack for several objects at once), never TanStack
// itself, so keys, polling and invalidation live in lib/client. Lists keep the
// previous page on screen while the next one loads; create/update prime the detail cache and
// invalidate every list and the detail; useResourceAction is any other write.
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { toast } from "sonner";
import { errorMessage, type ApiClientError, type ApiPage } from "./api";
import type { ResourceClient } from "./resource";

/** How often to refetch: a fixed interval, or one chosen from the data on screen (false: not). */
export type RefetchEvery<D> = number | false | ((data: D | undefined) => number | false);

export type QueryOptions<D> = {
  refetchInterval?: RefetchEvery<D>;
  /** False holds the request (e.g. until a dialog opens). */
  enabled?: boolean;
};

function interval<D>(every: RefetchEvery<D> | undefined) {
  return typeof every === "function" ? (query: { state: { data: D | undefined } }) => every(query.state.data) : every;
}

export function useResourceList<T, C, U, P>(resource: ResourceClient<T, C, U, P>, params: P, options: QueryOptions<ApiPage<T>> = {}) {
  return useQuery<ApiPage<T>, ApiClientError>({
    queryKey: resource.keys.list(params),
    queryFn: ({ signal }) => resource.list(params, signal),
    placeholderData: keepPreviousData,
    refetchInterval: interval(options.refetchInterval),
    enabled: options.enabled,
  });
}

export function useResourceDetail<T, C, U, P>(resource: ResourceClient<T, C, U, P>, id: string | undefined, options: QueryOptions<T> = {}) {
  return useQuery<T, ApiClientError>({
    queryKey: resource.keys.detail(id ?? ""),
    queryFn: ({ signal }) => resource.retrieve(id!, signal),
    enabled: Boolean(id) && options.enabled !== false,
    refetchInterval: interval(options.refetchInterval),
  });
}

/**
 * A read that is not a plain list or detail (stats, a preview, an object's attempts), under a key
 * of its resource's key family so the resource's writes refresh it too.
 */
export function useResourceQuery<D>(
  queryKey: QueryKey,
  queryFn: (signal: AbortSignal) => Promise<D>,
  options: QueryOptions<D> & { keepPrevious?: boolean } = {},
) {
  return useQuery<D, ApiClientError>({
    queryKey,
    queryFn: ({ signal }) => queryFn(signal),
    placeholderData: options.keepPrevious ? keepPreviousData : undefined,
    refetchInterval: interval(options.refetchInterval),
    enabled: options.enabled,
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
        ...(resource.affects ?? []).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ]);
    },
  });
}

/** What a page says and does around an action; the resource's hook owns the request and what it refreshes. */
export type ActionOptions<D, V> = {
  /** Toasted as soon as the action succeeds. */
  successMessage?: string | ((data: D, vars: V) => string);
  /** Right after success, before the refresh (close a dialog, show a secret). */
  onSuccess?: (data: D, vars: V) => void;
  /** After the refresh (navigate away, hand the saved object back). */
  onRefreshed?: (data: D, vars: V) => void;
  /** The toast on failure: the API's message by default; false when the page shows the error itself. */
  errorToast?: false | ((error: ApiClientError) => string);
  /** On failure, besides the toast (put the API's errors on a form's fields). */
  onError?: (error: ApiClientError, vars: V) => void;
};

export type ActionConfig<D, V> = ActionOptions<D, V> & {
  mutationFn: (vars: V) => Promise<D>;
  /** The queries the write changes (key prefixes), refetched after it succeeds. */
  invalidates: readonly QueryKey[];
  /** Refetch after a failure too (a declined charge is still recorded). */
  refreshOnError?: boolean;
  /** False: refresh in the background instead of keeping the action pending until it is done. */
  awaitRefresh?: boolean;
};

/**
 * One write of the dashboard (POST an action, PATCH, DELETE): it toasts, refreshes the queries
 * it changes, and reports failures. Each write carries its Idempotency-Key (lib/client/api.ts).
 */
export function useResourceAction<D, V = void>(config: ActionConfig<D, V>) {
  const queryClient = useQueryClient();
  const { mutationFn, invalidates, refreshOnError, awaitRefresh = true, successMessage, onSuccess, onRefreshed, errorToast, onError } = config;
  const refresh = async () => {
    const done = Promise.all(invalidates.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    if (awaitRefresh) await done;
  };
  return useMutation<D, ApiClientError, V>({
    mutationFn,
    onSuccess: async (data, vars) => {
      onSuccess?.(data, vars);
      if (successMessage) toast.success(typeof successMessage === "function" ? successMessage(data, vars) : successMessage);
      await refresh();
      onRefreshed?.(data, vars);
    },
    onError: async (error, vars) => {
      if (errorToast !== false) toast.error(errorToast ? errorToast(error) : errorMessage(error));
      onError?.(error, vars);
      if (refreshOnError) await refresh();
    },
  });
}
