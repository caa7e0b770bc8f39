// A payment link's lines resolved against their prices (and the prices' products).
import { priceProduct, usePricesById } from "@/lib/client/resources/prices";
import type { PaymentLink } from "@/lib/schemas/payment-link";
import type { Price } from "@/lib/schemas/price";

export type ResolvedLine = { price: Price | undefined; priceId: string; quantity: number; name: string | null; subtotal: number | null };

export function resolveLines(link: Pick<PaymentLink, "line_items">, byId: Map<string, Price>): ResolvedLine[] {
  return link.line_items.map((line) => {
    const price = byId.get(line.price);
    return {
      price,
      priceId: line.price,
      quantity: line.quantity,
      name: price ? (priceProduct(price)?.name ?? null) : null,
      subtotal: price ? price.unit_amount * line.quantity : null,
    };
  });
}

/** The link's lines with their prices, each price loaded once and shared by every view of it. */
export function useResolvedLines(link: Pick<PaymentLink, "line_items">): ResolvedLine[] {
  const prices = usePricesById(link.line_items.map((l) => l.price));
  return resolveLines(link, prices.byId);
}

/** Sum of the lines in cents, or null while a price is unknown. */
export function linesTotal(lines: ResolvedLine[]): number | null {
  let total = 0;
  for (const l of lines) {
    if (l.subtotal === null) return null;
    total += l.subtotal;
  }
  return total;
}

/** "Adhesive Bandages × 2, Thermometer" (up to `max` names, then "+n more"). */
export function linesSummary(lines: ResolvedLine[], max = 2): string {
  const names = lines.map((l) => `${l.name ?? "Item"}${l.quantity > 1 ? ` × ${l.quantity}` : ""}`);
  return names.length > max ? `${names.slice(0, max).join(", ")} +${names.length - max} more` : names.join(", ");
}
