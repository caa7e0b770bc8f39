import "server-only";
import { and, eq, gt, ilike, isNull, like, lt, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { checkoutSessions, coupons, customers, events, invoices, paymentIntents, prices, products, promoCodes, refunds, subscriptions } from "@/lib/db/schema";
import { invoiceSchema } from "@/lib/schemas/invoice";
import { subscriptionSchema } from "@/lib/schemas/subscription";
import { serializeInvoices } from "../invoices/serialize-invoice";
import { serializeSubscriptions } from "../subscriptions/serialize-subscription";
import { checkoutSessionSchema } from "@/lib/schemas/checkout-session";
import { couponSchema } from "@/lib/schemas/coupon";
import { customerSchema } from "@/lib/schemas/customer";
import { eventSchema } from "@/lib/schemas/event";
import type { ExportFilters, ExportType } from "@/lib/schemas/export";
import { paymentIntentSchema } from "@/lib/schemas/payment-intent";
import { priceSchema } from "@/lib/schemas/price";
import { productSchema } from "@/lib/schemas/product";
import { promoCodeSchema } from "@/lib/schemas/promo-code";
import { refundSchema } from "@/lib/schemas/refund";
import type { Scope } from "../../scope";
import { serializeCheckoutSessions } from "../checkout/serialize-checkout-session";
import { serializeCoupon } from "../coupons/serialize-coupon";
import { serializeCustomer } from "../customers/serialize-customer";
import { serializeEvent } from "../events/serialize-event";
import { escapeLike, likePattern } from "../like-pattern";
import { serializePaymentIntents } from "../payment-intents/serialize-payment-intent";
import { serializePrices } from "../prices/serialize-price";
import { serializeProduct } from "../products/serialize-product";
import { serializePromoCodes } from "../promo-codes/serialize-promo-code";
import { serializeRefund } from "../refunds/serialize-refund";
import { columnsFor, type Column } from "./export-columns";

export type ExportTable = PgTable & { id: PgColumn; accountId: PgColumn; testMode: PgColumn; createdAt: PgColumn };

/**
 * Where one export type reads its rows: the table its list endpoint pages, the same filter
 * conditions as that list service (lib/server/services/<resource>/list-*.ts; tests/exports/
 * filters.test.ts checks that both select the same rows), the list's serializer, and the CSV
 * columns derived from the API object.
 */
export type ExportSource = {
  table: ExportTable;
  /** For errors about a cursor: `payment_intent_not_found`. */
  resource: string;
  /** File names: payments-fexp_....csv */
  plural: string;
  where: (filters: ExportFilters) => (SQL | undefined)[];
  // Rows of the source's table; each source's serializer takes its own row type.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  serialize: (scope: Scope, rows: any[]) => Promise<Record<string, unknown>[]> | Record<string, unknown>[];
  columns: Column[];
};

function source(
  config: Omit<ExportSource, "columns"> & { schema: z.ZodObject; exclude?: string[]; expanded?: Record<string, string[]>; json?: string[] },
): ExportSource {
  const { schema, exclude, expanded, json, ...rest } = config;
  return { ...rest, columns: columnsFor(schema, { exclude, expanded, json }) };
}

const CUSTOMER_COLUMNS = ["email", "first_name", "last_name"];

export const EXPORT_SOURCES: Record<ExportType, ExportSource> = {
  payment: source({
    table: paymentIntents,
    resource: "payment_intent",
    plural: "payments",
    schema: paymentIntentSchema,
    // A client secret confirms a payment from a browser: it never goes into a file.
    exclude: ["client_secret"],
    expanded: { customer: CUSTOMER_COLUMNS },
    json: ["last_payment_error"],
    // As listPaymentIntents.
    where: (f) => [
      f.customer ? eq(paymentIntents.customerId, f.customer) : undefined,
      f.checkout_session ? eq(paymentIntents.checkoutSessionId, f.checkout_session) : undefined,
      f.status ? eq(paymentIntents.status, f.status) : undefined,
    ],
    serialize: (scope, rows) => serializePaymentIntents(scope, rows, true),
  }),
  refund: source({
    table: refunds,
    resource: "refund",
    plural: "refunds",
    schema: refundSchema,
    // As listRefunds.
    where: (f) => [
      f.payment_intent ? eq(refunds.paymentIntentId, f.payment_intent) : undefined,
      f.checkout_session ? eq(refunds.checkoutSessionId, f.checkout_session) : undefined,
      f.status ? eq(refunds.status, f.status) : undefined,
    ],
    serialize: (_scope, rows) => rows.map(serializeRefund),
  }),
  checkout_session: source({
    table: checkoutSessions,
    resource: "checkout_session",
    plural: "checkout-sessions",
    schema: checkoutSessionSchema,
    expanded: { customer: CUSTOMER_COLUMNS },
    json: ["defaults", "subscription_data"],
    // As listCheckoutSessions.
    where: (f) => {
      const p = f.search ? likePattern(f.search) : null;
      return [
        f.status ? eq(checkoutSessions.status, f.status) : undefined,
        f.client_reference_id ? eq(checkoutSessions.clientReferenceId, f.client_reference_id) : undefined,
        f.customer ? eq(checkoutSessions.customerId, f.customer) : undefined,
        p
          ? or(
              ilike(checkoutSessions.clientReferenceId, p),
              ilike(checkoutSessions.id, p),
              sql`${checkoutSessions.defaults}->>'email' ilike ${p}`,
              sql`${checkoutSessions.customerId} in (select ${customers.id} from ${customers} where ${customers.email} ilike ${p})`,
            )
          : undefined,
      ];
    },
    serialize: (scope, rows) => serializeCheckoutSessions(scope, rows, new Set(["customer"])),
  }),
  product: source({
    table: products,
    resource: "product",
    plural: "products",
    schema: productSchema,
    // As listProducts.
    where: (f) => [
      f.active !== undefined ? eq(products.active, f.active) : undefined,
      f.hsa_fsa_eligibility ? eq(products.hsaFsaEligibility, f.hsa_fsa_eligibility) : undefined,
      f.eligibility_review ? eq(products.eligibilityReview, f.eligibility_review) : undefined,
      f.visit_type ? eq(products.visitType, f.visit_type) : undefined,
      f.client_reference_id ? eq(products.clientReferenceId, f.client_reference_id) : undefined,
      f.search ? ilike(products.name, likePattern(f.search)) : undefined,
    ],
    serialize: (_scope, rows) => rows.map(serializeProduct),
  }),
  price: source({
    table: prices,
    resource: "price",
    plural: "prices",
    schema: priceSchema,
    expanded: { product: ["name"] },
    // As listPrices.
    where: (f) => [
      f.product ? eq(prices.productId, f.product) : undefined,
      f.active !== undefined ? eq(prices.active, f.active) : undefined,
      f.type ? eq(prices.type, f.type) : undefined,
    ],
    serialize: (scope, rows) => serializePrices(scope, rows, true),
  }),
  customer: source({
    table: customers,
    resource: "customer",
    plural: "customers",
    schema: customerSchema,
    // As listCustomers.
    where: (f) => {
      const p = f.search ? likePattern(f.search) : null;
      return [
        f.email ? sql`lower(${customers.email}) = lower(${f.email})` : undefined,
        p
          ? or(
              ilike(customers.email, p),
              ilike(customers.firstName, p),
              ilike(customers.lastName, p),
              sql`(coalesce(${customers.firstName}, '') || ' ' || coalesce(${customers.lastName}, '')) ilike ${p}`,
              ilike(customers.id, p),
            )
          : undefined,
      ];
    },
    serialize: (_scope, rows) => rows.map(serializeCustomer),
  }),
  coupon: source({
    table: coupons,
    resource: "coupon",
    plural: "coupons",
    schema: couponSchema,
    // As listCoupons: deleted coupons are never listed.
    where: (f) => {
      const valid = and(
        or(isNull(coupons.maxRedemptions), lt(coupons.timesRedeemed, coupons.maxRedemptions)),
        or(isNull(coupons.redeemBy), gt(coupons.redeemBy, sql`now()`)),
      )!;
      return [isNull(coupons.deletedAt), f.valid === true ? valid : f.valid === false ? sql`not (${valid})` : undefined];
    },
    serialize: (_scope, rows) => rows.map(serializeCoupon),
  }),
  promo_code: source({
    table: promoCodes,
    resource: "promo_code",
    plural: "promo-codes",
    schema: promoCodeSchema,
    // As listPromoCodes.
    where: (f) => [
      f.code ? sql`lower(${promoCodes.code}) = lower(${f.code})` : undefined,
      f.coupon ? eq(promoCodes.couponId, f.coupon) : undefined,
      f.active !== undefined ? eq(promoCodes.active, f.active) : undefined,
    ],
    serialize: (scope, rows) => serializePromoCodes(scope, rows),
  }),
  event: source({
    table: events,
    resource: "event",
    plural: "events",
    schema: eventSchema,
    // As listEvents (its created_gte / created_lt are the export's `created`).
    where: (f) => [
      f.event_type?.endsWith(".*")
        ? like(events.eventType, `${escapeLike(f.event_type.slice(0, -1))}%`)
        : f.event_type
          ? eq(events.eventType, f.event_type)
          : undefined,
      f.object_id ? eq(events.objectId, f.object_id) : undefined,
    ],
    serialize: (_scope, rows) => rows.map(serializeEvent),
  }),
  subscription: source({
    table: subscriptions,
    resource: "subscription",
    plural: "subscriptions",
    schema: subscriptionSchema,
    exclude: ["client_secret"],
    expanded: { customer: CUSTOMER_COLUMNS },
    // As listSubscriptions.
    where: (f) => [f.customer ? eq(subscriptions.customerId, f.customer) : undefined, f.status ? eq(subscriptions.status, f.status) : undefined],
    serialize: (scope, rows) => serializeSubscriptions(scope, rows, new Set(["customer"])),
  }),
  invoice: source({
    table: invoices,
    resource: "invoice",
    plural: "invoices",
    schema: invoiceSchema,
    json: ["last_payment_error"],
    // As listInvoices.
    where: (f) => [
      f.customer ? eq(invoices.customerId, f.customer) : undefined,
      f.subscription ? eq(invoices.subscriptionId, f.subscription) : undefined,
      f.status ? eq(invoices.status, f.status) : undefined,
    ],
    serialize: (scope, rows) => serializeInvoices(scope, rows),
  }),
};
