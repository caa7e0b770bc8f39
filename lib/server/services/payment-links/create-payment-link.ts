import "server-only";
import { paymentLinks, prices, type PaymentLinkLineItem } from "@/lib/db/schema";
import { newId } from "@/lib/db/ids";
import type { PaymentLinkCreate } from "@/lib/schemas/payment-link";
import { ApiError } from "../../errors";
import { clockNow, inTransaction, type Scope } from "../../scope";
import { assertWithinAmountLimit } from "../amount-limit";
import { findScoped } from "../find-scoped";
import { insertPrice } from "../prices/create-price";
import { recordEvent } from "../record-event";
import { normalizeAfterCompletion } from "./normalize-after-completion";
import { serializePaymentLink } from "./serialize-payment-link";

const LOC = ["body", "payment_link", "line_items"];

/** Resolves each line to an active price of the caller; price_data creates the price. */
async function resolveLineItems(scope: Scope, items: PaymentLinkCreate["line_items"]): Promise<{ lineItems: PaymentLinkLineItem[]; total: number }> {
  const out: PaymentLinkLineItem[] = [];
  // What a session of the link charges before discounts and shipping.
  let total = 0;
  for (const [i, item] of items.entries()) {
    let priceId: string;
    if (item.price) {
      const price = await findScoped(scope, prices, item.price);
      if (!price || !price.active) throw ApiError.referenceNotFound("price", item.price, [...LOC, i, "price"]);
      priceId = price.id;
      total += price.unitAmount * (item.quantity ?? 1);
    } else {
      const data = item.price_data!;
      const { row } = await insertPrice(scope, { ...data, product: data.product }, [...LOC, i, "price_data", "product"]);
      priceId = row.id;
      total += row.unitAmount * (item.quantity ?? 1);
    }
    total += item.tax_rate?.amount ?? 0;
    out.push({
      price: priceId,
      price_data: item.price_data ?? null,
      quantity: item.quantity ?? 1,
      shipping_options: item.shipping_options ?? null,
      tax_rate: item.tax_rate ?? null,
    });
  }
  return { lineItems: out, total };
}

export async function createPaymentLink(scope: Scope, input: PaymentLinkCreate, origin: "api" | "dashboard" = "api") {
  return inTransaction(scope, async (tx) => {
    const { lineItems, total } = await resolveLineItems(tx, input.line_items);
    // Held to the amount limit here, so the link never opens a session that would be refused.
    assertWithinAmountLimit(total + (input.shipping_options?.shipping_amount ?? 0), LOC, "The total of a session of this link");
    const [row] = await tx.db
      .insert(paymentLinks)
      .values({
        id: newId("paymentLink"),
        accountId: tx.accountId,
        testMode: tx.testMode,
        createdAt: clockNow(tx),
        label: input.label ?? null,
        active: input.active ?? true,
        lineItems,
        allowPromotionCodes: input.allow_promotion_codes ?? false,
        shippingAddressCollection: input.shipping_address_collection ?? false,
        shippingOptions: input.shipping_options
          ? { shipping_rate_id: input.shipping_options.shipping_rate_id ?? null, shipping_amount: input.shipping_options.shipping_amount }
          : null,
        paymentIntentData: {
          capture_method: input.payment_intent_data?.capture_method ?? "automatic",
          metadata: input.payment_intent_data?.metadata ?? {},
        },
        afterCompletion: normalizeAfterCompletion(input.after_completion),
        origin: input.origin ?? origin,
        metadata: input.metadata ?? {},
      })
      .returning();
    const link = serializePaymentLink(row);
    await recordEvent(tx, "payment_link.created", "payment_link", link, link.payment_link_id);
    return link;
  });
}
