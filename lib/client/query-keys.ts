// Query-key factory: every resource gets all / lists / list(q) / details / detail(id), so a
// mutation can invalidate "every list" or "this detail" without knowing the filters in use.
export function createQueryKeys<const Name extends string, ListParams = Record<string, unknown>>(name: Name) {
  const all = [name] as const;
  return {
    all,
    lists: () => [name, "list"] as const,
    list: (params: ListParams) => [name, "list", params] as const,
    details: () => [name, "detail"] as const,
    detail: (id: string) => [name, "detail", id] as const,
  };
}

export type QueryKeys<ListParams = Record<string, unknown>> = ReturnType<typeof createQueryKeys<string, ListParams>>;
