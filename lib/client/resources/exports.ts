// Exports as the dashboard uses them: list (polled while one runs), create, cancel, download.
import type { Export, ExportCreateInput, ExportListQuery, ExportStatus, ExportType } from "@/lib/schemas/export";
import { apiFetch, type ApiPage } from "../api";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";
import { useResourceAction, type ActionOptions } from "../use-resource";

export type ExportListParams = Pick<ExportListQuery, "type" | "status" | "limit" | "starting_after" | "ending_before">;

export const exportKeys = createQueryKeys<"exports", ExportListParams>("exports");

const base = defineResource<Export, ExportCreateInput, never, ExportListParams>({
  path: "/v1/exports",
  singular: "export",
  keys: exportKeys,
  idOf: (e) => e.export_id,
});

export const exportsResource = {
  ...base,
  cancel: async (id: string) => (await apiFetch<{ export: Export }>(`${base.path}/${encodeURIComponent(id)}/cancel`, { method: "POST" })).data.export,
};

/** The file, same-origin (the session cookie authenticates; file.url names the public base URL). */
export const exportFileHref = (id: string) => `/v1/exports/${encodeURIComponent(id)}/file`;

/** What the dashboard calls each type, in the order the type picker lists them. */
export const EXPORT_TYPE_LABELS: Record<ExportType, string> = {
  payment: "Payments",
  refund: "Refunds",
  checkout_session: "Checkout sessions",
  customer: "Customers",
  product: "Products",
  price: "Prices",
  coupon: "Coupons",
  promo_code: "Promo codes",
  event: "Events",
  subscription: "Subscriptions",
  invoice: "Invoices",
};

/** An export still being worked on: the list polls while one exists. */
export const isActiveExport = (status: ExportStatus) => status === "created" || status === "running";

/** While an export is queued or running the list refreshes this often, for its progress. */
const POLL_MS = 1000;

/** The exports list's refetch interval: every second while a shown export is queued or running. */
export const exportsPollInterval = (page: ApiPage<Export> | undefined) => (page?.data.some((e) => isActiveExport(e.status)) ? POLL_MS : false);

/** Cancel a queued or running export; lists refresh. */
export function useCancelExport(options: ActionOptions<Export, Export> = {}) {
  return useResourceAction({ mutationFn: (e: Export) => exportsResource.cancel(e.export_id), invalidates: [exportKeys.lists()], ...options });
}
