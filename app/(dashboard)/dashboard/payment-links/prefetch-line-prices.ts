import "server-only";
import { priceKeys } from "@/lib/client/resources/prices";
import type { PaymentLink } from "@/lib/schemas/payment-link";
import type { PrefetchRead } from "@/lib/server/dashboard/prefetch";
import { readOne } from "@/lib/server/dashboard/prefetch-reads";
import { endpoints } from "@/lib/server/http/endpoints";
import type { Scope } from "@/lib/server/scope";
import { getPrice } from "@/lib/server/services/prices/get-price";

/**
 * The prices a payment link's lines name, each as the client's price detail (product expanded,
 * pricesResource): the lines resolve them one by one (useResolvedLines), so a first paint
 * without them would show skeletons for every name and amount.
 */
export function prefetchLinePrices(scope: Scope, links: Pick<PaymentLink, "line_items">[]): PrefetchRead[] {
  const ids = [...new Set(links.flatMap((link) => link.line_items.map((line) => line.price)))];
  return ids.map((id) => [priceKeys.detail(id), readOne(endpoints.retrievePrice, id, { expand: "product" }, (id, expand) => getPrice(scope, id, expand))]);
}
