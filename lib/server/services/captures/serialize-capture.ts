import type { captures } from "@/lib/db/schema";
import type { Capture } from "@/lib/schemas/capture";

export type CaptureRow = typeof captures.$inferSelect;

export function serializeCapture(row: CaptureRow): Capture {
  return {
    capture_id: row.id,
    checkout_session: row.checkoutSessionId,
    amount_captured: row.amountCaptured,
    amount_shipping_captured: row.amountShippingCaptured,
    amount_discount_captured: row.amountDiscountCaptured,
    amount_tax_captured: row.amountTaxCaptured,
    created_at: row.createdAt.toISOString(),
    items: row.items.map((i) => ({ ...i, test_mode: row.testMode })),
    metadata: row.metadata,
    test_mode: row.testMode,
  };
}
