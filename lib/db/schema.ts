import { sql } from "drizzle-orm";
import { bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { CheckoutSessionDefaults, CheckoutSessionFee, CheckoutSessionSubscriptionData } from "@/lib/schemas/checkout-session";
import type { PaymentLinkLineItem } from "@/lib/schemas/payment-link";
import type { PaymentError } from "@/lib/schemas/payment-intent";

const ts = (name: string) => timestamp(name, { withTimezone: true, precision: 3, mode: "date" });
const createdAt = () => ts("created_at").notNull().defaultNow();

export type Metadata = Record<string, unknown>;

/** A merchant. Every business object belongs to one account and one mode. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    // Test mode's billing clock runs this far ahead of real time (POST /v1/test_helpers/clock/advance).
    testClockOffsetMs: bigint("test_clock_offset_ms", { mode: "number" }).notNull().default(0),
    // What dunning ends in when every retry failed: unpaid (kept, invoices stay open) or canceled.
    dunningFinalStatus: text("dunning_final_status").notNull().default("unpaid"),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("accounts_name_key").on(t.name)],
);

// List indexes are ascending on (account, mode, created_at, id): a backward scan serves the
// newest-first order (created_at DESC, id DESC) exactly; a DESC NULLS LAST index would not.

/** Dashboard users: email + scrypt password hash. */
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

/** Dashboard sessions; only the SHA-256 of the cookie value is stored. */
export const dashboardSessions = pgTable("dashboard_sessions", {
  tokenHash: text("token_hash").primaryKey(),
  userId: text("user_id")
    .notNull()
    .references(() => users.id),
  csrfToken: text("csrf_token").notNull(),
  expiresAt: ts("expires_at").notNull(),
  createdAt: createdAt(),
});

/** Secret API keys; the full key is shown once and only its SHA-256 is kept. */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    name: text("name"),
    keyHash: text("key_hash").notNull(),
    lastFour: text("last_four").notNull(),
    createdAt: createdAt(),
    lastUsedAt: ts("last_used_at"),
    revokedAt: ts("revoked_at"),
  },
  (t) => [uniqueIndex("api_keys_key_hash_key").on(t.keyHash), index("api_keys_account_idx").on(t.accountId, t.testMode, t.createdAt)],
);

export const customers = pgTable(
  "customers",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    firstName: text("first_name"),
    lastName: text("last_name"),
    email: text("email"),
    phone: text("phone"),
    employer: text("employer"),
    shipping: jsonb("shipping").$type<Record<string, string | null> | null>(),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    // Live mode: the processor's customer (Stripe cus_...) that holds this customer's saved cards.
    processorCustomerId: text("processor_customer_id"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("customers_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id),
    index("customers_email_idx").on(t.accountId, t.testMode, sql`lower(${t.email})`),
  ],
);

/** The outbox: one row per state change, written in the change's transaction. */
export const events = pgTable(
  "events",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    eventType: text("event_type").notNull(),
    objectType: text("object_type").notNull(),
    objectId: text("object_id").notNull(),
    object: jsonb("object").$type<Record<string, unknown>>().notNull(),
    requestId: text("request_id"),
    createdAt: createdAt(),
  },
  (t) => [index("events_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id), index("events_object_idx").on(t.objectId)],
);

/** Idempotency records, scoped to (account, mode, method, path, key). */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    testMode: boolean("test_mode").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    key: text("key").notNull(),
    requestHash: text("request_hash").notNull(),
    // "completed": written in the handler's own transaction with its answer (older versions wrote "in_flight" first).
    state: text("state").notNull(),
    responseStatus: integer("response_status"),
    responseBody: text("response_body"),
    lockedAt: ts("locked_at").notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("idempotency_scope_key").on(t.accountId, t.testMode, t.method, t.path, t.key), index("idempotency_created_idx").on(t.createdAt)],
);

/**
 * The merchant's /v1 requests (Developers → Logs), written in batches off the request path and
 * kept REQUEST_LOG_RETENTION_DAYS (30). Bodies are stored redacted; id is the request id.
 */
export const requestLogs = pgTable(
  "request_logs",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    testMode: boolean("test_mode").notNull(),
    method: text("method").notNull(),
    path: text("path").notNull(),
    route: text("route").notNull(),
    query: text("query"),
    status: integer("status").notNull(),
    durationMs: doublePrecision("duration_ms").notNull(),
    source: text("source").notNull(),
    apiKeyId: text("api_key_id"),
    apiKeyName: text("api_key_name"),
    apiKeyLastFour: text("api_key_last_four"),
    idempotencyKey: text("idempotency_key"),
    clientIp: text("client_ip"),
    objectId: text("object_id"),
    traceId: text("trace_id"),
    requestBody: text("request_body"),
    responseBody: text("response_body"),
    createdAt: createdAt(),
  },
  (t) => [
    index("request_logs_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id),
    index("request_logs_object_idx").on(t.accountId, t.testMode, t.objectId, t.createdAt),
  ],
);

/** Durable background jobs, claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  "jobs",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    // queued | running | succeeded | failed
    status: text("status").notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    maxAttempts: integer("max_attempts").notNull().default(5),
    // Higher runs first among due jobs: work a person is waiting for (a Resend, a test event).
    priority: integer("priority").notNull().default(0),
    runAt: ts("run_at").notNull().defaultNow(),
    lockedAt: ts("locked_at"),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    dedupeKey: text("dedupe_key"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("jobs_claim_idx").on(t.status, t.runAt), uniqueIndex("jobs_dedupe_key").on(t.dedupeKey)],
);

// ---------------------------------------------------------------- catalogue

export const products = pgTable(
  "products",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    name: text("name").notNull(),
    description: text("description"),
    visitType: text("visit_type"),
    active: boolean("active").notNull().default(true),
    upcCode: text("upc_code"),
    gtin: text("gtin"),
    referenceGtin: text("reference_gtin"),
    hsaFsaEligibility: text("hsa_fsa_eligibility"),
    eligibilityRationale: text("eligibility_rationale"),
    clientReferenceId: text("client_reference_id"),
    url: text("url"),
    // Who decided the eligibility: bot | merchant | list (an imported GTIN/UPC eligibility list).
    eligibilitySource: text("eligibility_source"),
    // needed | not_needed: the bot was not confident enough and a merchant should look.
    eligibilityReview: text("eligibility_review"),
    eligibilityConfidence: doublePrecision("eligibility_confidence"),
    eligibilitySignals: jsonb("eligibility_signals").$type<Record<string, unknown>[] | null>(),
    // A merchant's decision (dashboard user or API key) and when; a later bot run never overrides it.
    eligibilityDecidedBy: text("eligibility_decided_by"),
    eligibilityDecidedAt: ts("eligibility_decided_at"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("products_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id),
    index("products_review_idx").on(t.accountId, t.testMode, t.eligibilityReview, t.createdAt, t.id),
    index("products_client_ref_idx").on(t.accountId, t.testMode, t.clientReferenceId),
  ],
);

export const prices = pgTable(
  "prices",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    productId: text("product_id")
      .notNull()
      .references(() => products.id),
    description: text("description"),
    // Integer cents (USD); immutable once created.
    unitAmount: integer("unit_amount").notNull(),
    type: text("type").notNull(),
    recurringInterval: text("recurring_interval"),
    recurringIntervalCount: integer("recurring_interval_count"),
    trialPeriodDays: integer("trial_period_days"),
    active: boolean("active").notNull().default(true),
    // null: inherit the product's eligibility.
    hsaFsaEligibility: text("hsa_fsa_eligibility"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("prices_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id), index("prices_product_idx").on(t.productId, t.createdAt, t.id)],
);

export const coupons = pgTable(
  "coupons",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    name: text("name"),
    amountOff: integer("amount_off"),
    // Percent in basis points (12.5% = 1250) so discounts are computed in integers.
    percentOffBps: integer("percent_off_bps"),
    duration: text("duration").notNull(),
    durationInMonths: integer("duration_in_months"),
    appliesTo: jsonb("applies_to").$type<{ products?: string[]; prices?: string[] } | null>(),
    maxRedemptions: integer("max_redemptions"),
    timesRedeemed: integer("times_redeemed").notNull().default(0),
    redeemBy: ts("redeem_by"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    deletedAt: ts("deleted_at"),
    createdAt: createdAt(),
  },
  (t) => [index("coupons_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id)],
);

export const promoCodes = pgTable(
  "promo_codes",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    couponId: text("coupon_id")
      .notNull()
      .references(() => coupons.id),
    code: text("code").notNull(),
    maxRedemptions: integer("max_redemptions"),
    timesRedeemed: integer("times_redeemed").notNull().default(0),
    customerId: text("customer_id"),
    active: boolean("active").notNull().default(true),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index("promo_codes_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id),
    // Codes are unique per account and mode, whatever their case.
    uniqueIndex("promo_codes_code_key").on(t.accountId, t.testMode, sql`lower(${t.code})`),
  ],
);

/** One row per redemption, so the counters can always be reconciled. */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    testMode: boolean("test_mode").notNull(),
    couponId: text("coupon_id")
      .notNull()
      .references(() => coupons.id),
    promoCodeId: text("promo_code_id").references(() => promoCodes.id),
    customerId: text("customer_id"),
    reference: text("reference"),
    createdAt: createdAt(),
  },
  (t) => [index("coupon_redemptions_coupon_idx").on(t.couponId), index("coupon_redemptions_promo_idx").on(t.promoCodeId)],
);

/** Stored as answered (lib/schemas/payment-link.ts). */
export type { PaymentLinkLineItem };

export const paymentLinks = pgTable(
  "payment_links",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    label: text("label"),
    active: boolean("active").notNull().default(true),
    lineItems: jsonb("line_items").$type<PaymentLinkLineItem[]>().notNull(),
    allowPromotionCodes: boolean("allow_promotion_codes").notNull().default(false),
    shippingAddressCollection: boolean("shipping_address_collection").notNull().default(false),
    shippingOptions: jsonb("shipping_options").$type<{ shipping_rate_id: string | null; shipping_amount: number } | null>(),
    paymentIntentData: jsonb("payment_intent_data").$type<{ capture_method: string; metadata: Metadata }>().notNull(),
    afterCompletion: jsonb("after_completion").$type<Record<string, unknown>>().notNull(),
    origin: text("origin").notNull(),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("payment_links_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id)],
);

// ---------------------------------------------------------------- checkout and payments

/** One resolved line of a checkout session, frozen at creation. */
export type SessionLine = {
  line_id: string;
  price: string;
  product: string;
  name: string;
  unit_amount: number;
  quantity: number;
  hsa_fsa_eligibility: string | null;
  eligible: boolean;
  amount_subtotal: number;
  amount_discount: number;
  /** Set once the line has been captured (manual capture may take fewer than ordered). */
  quantity_captured?: number;
};

export type CartTotals = {
  amount_subtotal: number;
  amount_discount: number;
  amount_shipping: number;
  amount_tax: number;
  amount_fee: number;
  amount_total: number;
};

export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    status: text("status").notNull(),
    mode: text("mode").notNull(),
    origin: text("origin").notNull(),
    captureMethod: text("capture_method").notNull(),
    expiresAt: ts("expires_at").notNull(),
    allowPromotionCodes: boolean("allow_promotion_codes").notNull().default(false),
    lineItems: jsonb("line_items").$type<SessionLine[]>().notNull(),
    discounts: jsonb("discounts").$type<Record<string, unknown>[]>().notNull().default([]),
    fees: jsonb("fees").$type<CheckoutSessionFee[]>().notNull().default([]),
    totals: jsonb("totals").$type<CartTotals>().notNull(),
    // Present only when the cart holds eligible and non-eligible lines.
    splitCart: jsonb("split_cart").$type<{ split_cart_id: string; eligible: CartTotals; non_eligible: CartTotals } | null>(),
    amountReceived: integer("amount_received").notNull().default(0),
    amountRefunded: integer("amount_refunded").notNull().default(0),
    totalDetails: jsonb("total_details").$type<Record<string, number>>().notNull(),
    hsaFsaEligible: boolean("hsa_fsa_eligible").notNull(),
    lmnRequired: boolean("lmn_required").notNull(),
    // pending | approved, when a letter of medical necessity is required.
    lmnStatus: text("lmn_status"),
    intake: jsonb("intake").$type<Record<string, unknown> | null>(),
    successUrl: text("success_url"),
    cancelUrl: text("cancel_url"),
    clientReferenceId: text("client_reference_id"),
    customerId: text("customer_id"),
    defaults: jsonb("defaults").$type<CheckoutSessionDefaults | null>(),
    shippingAddressCollection: boolean("shipping_address_collection").notNull().default(false),
    shippingOptions: jsonb("shipping_options").$type<{ shipping_rate_id: string | null; shipping_amount: number } | null>(),
    shippingDetails: jsonb("shipping_details").$type<Record<string, string | null> | null>(),
    taxRate: jsonb("tax_rate").$type<{ amount: number } | null>(),
    visitType: text("visit_type"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    paymentLinkId: text("payment_link_id"),
    setupIntentId: text("setup_intent_id"),
    setupFutureUse: text("setup_future_use"),
    subscriptionData: jsonb("subscription_data").$type<CheckoutSessionSubscriptionData | null>(),
    // Subscription mode: the subscription the payment started.
    subscriptionId: text("subscription_id"),
    // The hosted page's access secret (in redirect_url's query): the id alone opens nothing.
    // Rows written before it existed get one from the migration (a volatile default runs per row).
    // Card testing: after too many declined cards the hosted page refuses attempts until then.
    attemptsPausedUntil: ts("attempts_paused_until"),
    urlSecret: text("url_secret")
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("checkout_sessions_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id),
    index("checkout_sessions_client_ref_idx").on(t.accountId, t.testMode, t.clientReferenceId),
  ],
);

export const paymentIntents = pgTable(
  "payment_intents",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    checkoutSessionId: text("checkout_session_id"),
    // eligible | non_eligible | whole: which cart of the session this intent pays.
    cart: text("cart").notNull(),
    amount: integer("amount").notNull(),
    amountCapturable: integer("amount_capturable").notNull().default(0),
    amountReceived: integer("amount_received").notNull().default(0),
    amountRefunded: integer("amount_refunded").notNull().default(0),
    status: text("status").notNull(),
    captureMethod: text("capture_method").notNull(),
    customerId: text("customer_id"),
    paymentMethod: text("payment_method"),
    latestCharge: text("latest_charge"),
    clientSecret: text("client_secret").notNull(),
    lastPaymentError: jsonb("last_payment_error").$type<PaymentError | null>(),
    // The invoice this intent pays (subscriptions), if any.
    invoiceId: text("invoice_id"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    // The processor's payment (Stripe pi_...; the test processor's charge id). Null before one is made.
    processorPaymentId: text("processor_payment_id"),
    // Declined attempts so far: part of the processor idempotency key, so a new card after a
    // decline is a new payment while a retried request is the same one.
    processorAttempts: integer("processor_attempts").notNull().default(0),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    // Set by the processor's charge.dispute.* webhooks (needs_response, won, lost, ...).
    disputeStatus: text("dispute_status"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("payment_intents_invoice_idx").on(t.invoiceId),
    index("payment_intents_processor_idx").on(t.processorPaymentId),
    index("payment_intents_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id),
    index("payment_intents_session_idx").on(t.checkoutSessionId),
  ],
);

export const captures = pgTable(
  "captures",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    checkoutSessionId: text("checkout_session_id").notNull(),
    amountCaptured: integer("amount_captured").notNull(),
    amountShippingCaptured: integer("amount_shipping_captured").notNull(),
    amountDiscountCaptured: integer("amount_discount_captured").notNull(),
    amountTaxCaptured: integer("amount_tax_captured").notNull(),
    items: jsonb("items")
      .$type<{ capture_item_id: string; amount_captured: number; price: string; payment_intent: string; quantity: number; created_at: string }[]>()
      .notNull(),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("captures_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id), index("captures_session_idx").on(t.checkoutSessionId)],
);

export const refunds = pgTable(
  "refunds",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    paymentIntentId: text("payment_intent_id")
      .notNull()
      .references(() => paymentIntents.id),
    checkoutSessionId: text("checkout_session_id"),
    amount: integer("amount").notNull(),
    reason: text("reason"),
    status: text("status").notNull(),
    referenceId: text("reference_id"),
    referenceType: text("reference_type"),
    referenceStatus: text("reference_status"),
    failureReason: text("failure_reason"),
    processorRefundId: text("processor_refund_id"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("refunds_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id), index("refunds_intent_idx").on(t.paymentIntentId)],
);

export const setupIntents = pgTable(
  "setup_intents",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    checkoutSessionId: text("checkout_session_id"),
    partnerId: text("partner_id"),
    customerId: text("customer_id"),
    description: text("description"),
    paymentMethod: text("payment_method"),
    status: text("status").notNull(),
    usage: text("usage").notNull().default("off_session"),
    clientSecret: text("client_secret").notNull(),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index("setup_intents_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id)],
);

/** Cards saved for later (setup mode, setup_future_use); only the test processor's token is kept. */
export const paymentMethods = pgTable("payment_methods", {
  id: text("id").primaryKey(),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id),
  testMode: boolean("test_mode").notNull(),
  customerId: text("customer_id"),
  processorToken: text("processor_token").notNull(),
  brand: text("brand").notNull(),
  last4: text("last4").notNull(),
  hsaFsa: boolean("hsa_fsa").notNull(),
  // Test mode only: how off-session charges of this saved card turn out from now on (a card that
  // starts failing, then recovers), set by POST /v1/test_helpers/payment_methods/{id}/outcome.
  testOutcome: text("test_outcome"),
  // Live mode: the processor's customer the card is saved with (off-session charges need it).
  processorCustomerId: text("processor_customer_id"),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- eligibility lists

/** A merchant's imported GTIN/UPC eligibility list (the industry's CSV shape). */
export const eligibilityLists = pgTable(
  "eligibility_lists",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    name: text("name").notNull(),
    itemCount: integer("item_count").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("eligibility_lists_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id)],
);

export const eligibilityListItems = pgTable(
  "eligibility_list_items",
  {
    listId: text("list_id")
      .notNull()
      .references(() => eligibilityLists.id),
    accountId: text("account_id").notNull(),
    testMode: boolean("test_mode").notNull(),
    // Normalized to GTIN-14 digits, so a UPC-A, EAN-13 and GTIN-14 of one item match.
    code: text("code").notNull(),
    category: text("category").notNull(),
  },
  (t) => [uniqueIndex("eligibility_list_items_key").on(t.listId, t.code), index("eligibility_list_items_code_idx").on(t.accountId, t.testMode, t.code)],
);

// ---------------------------------------------------------------- webhooks

export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    url: text("url").notNull(),
    // Event types, or ["*"] for all.
    events: jsonb("events").$type<string[]>().notNull(),
    description: text("description"),
    disabled: boolean("disabled").notNull().default(false),
    disabledReason: text("disabled_reason"),
    // whsec_ secrets; the previous one keeps signing until previous_secret_expires_at.
    secret: text("secret").notNull(),
    previousSecret: text("previous_secret"),
    previousSecretExpiresAt: ts("previous_secret_expires_at"),
    // Start of the current run of failed deliveries (null after a success): 5 days of it disables the endpoint.
    failingSince: ts("failing_since"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    deletedAt: ts("deleted_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id)],
);

/** One row per delivery attempt of an event to an endpoint. */
export const webhookAttempts = pgTable(
  "webhook_attempts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    testMode: boolean("test_mode").notNull(),
    endpointId: text("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id),
    eventId: text("event_id")
      .notNull()
      .references(() => events.id),
    eventType: text("event_type").notNull(),
    attempt: integer("attempt").notNull(),
    // succeeded | failed (will retry) | abandoned (no retry left, endpoint disabled or deleted)
    status: text("status").notNull(),
    // scheduled (the retry schedule) | manual (POST /v1/events/{id}/retry, dashboard resend)
    trigger: text("trigger").notNull().default("scheduled"),
    httpStatus: integer("http_status"),
    latencyMs: integer("latency_ms"),
    responseExcerpt: text("response_excerpt"),
    error: text("error"),
    nextRetryAt: ts("next_retry_at"),
    createdAt: createdAt(),
  },
  (t) => [
    index("webhook_attempts_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id),
    index("webhook_attempts_endpoint_idx").on(t.endpointId, t.createdAt, t.id),
    index("webhook_attempts_event_idx").on(t.eventId),
  ],
);

// ---------------------------------------------------------------- exports

/** An asynchronous CSV export of one resource type. */
export const exports = pgTable(
  "exports",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    type: text("type").notNull(),
    description: text("description"),
    // created | running | completed | failed | canceled
    status: text("status").notNull(),
    filters: jsonb("filters").$type<Record<string, unknown>>().notNull().default({}),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    rowCount: integer("row_count"),
    progress: integer("progress").notNull().default(0),
    // Keyset position of the last row written (resume after a crash), and the bytes so far.
    cursor: jsonb("cursor").$type<Record<string, unknown> | null>(),
    fileSize: integer("file_size"),
    fileSha256: text("file_sha256"),
    failureReason: text("failure_reason"),
    startedAt: ts("started_at"),
    completedAt: ts("completed_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("exports_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id)],
);

/** The CSV file of an export, in ordered chunks, so any instance can stream it. */
export const exportChunks = pgTable(
  "export_chunks",
  {
    exportId: text("export_id")
      .notNull()
      .references(() => exports.id),
    seq: integer("seq").notNull(),
    data: text("data").notNull(),
  },
  (t) => [uniqueIndex("export_chunks_key").on(t.exportId, t.seq)],
);

// ---------------------------------------------------------------- billing

/** One line of an invoice (or of a subscription's pending prorations). */
export type InvoiceLine = {
  line_id: string;
  description: string;
  price: string;
  subscription_item: string | null;
  quantity: number;
  unit_amount: number;
  amount: number;
  proration: boolean;
  eligible: boolean;
  period_start: string;
  period_end: string;
};

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    customerId: text("customer_id"),
    checkoutSessionId: text("checkout_session_id"),
    // incomplete | incomplete_expired | trialing | active | past_due | canceled | unpaid | paused
    status: text("status").notNull(),
    // Saved cards charged off-session: the regular card, and the HSA/FSA card for eligible lines.
    paymentMethodId: text("payment_method_id"),
    hsaFsaPaymentMethodId: text("hsa_fsa_payment_method_id"),
    interval: text("interval").notNull(),
    intervalCount: integer("interval_count").notNull(),
    // Periods are counted from the anchor (so Jan 31 renews on Feb 28, then Mar 31).
    billingCycleAnchor: ts("billing_cycle_anchor").notNull(),
    currentPeriodStart: ts("current_period_start").notNull(),
    currentPeriodEnd: ts("current_period_end").notNull(),
    trialStart: ts("trial_start"),
    trialEnd: ts("trial_end"),
    cancelAt: ts("cancel_at"),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: ts("canceled_at"),
    endedAt: ts("ended_at"),
    prorationBehavior: text("proration_behavior").notNull().default("always_invoice"),
    latestInvoiceId: text("latest_invoice_id"),
    // Credit from prorations larger than what they offset, applied to the next invoices.
    creditBalance: integer("credit_balance").notNull().default(0),
    // create_prorations: lines waiting for the next invoice.
    pendingLines: jsonb("pending_lines").$type<InvoiceLine[]>().notNull().default([]),
    // When the billing clock must look at it next (period end, trial end, cancel_at, a retry, expiry).
    nextActionAt: ts("next_action_at"),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("subscriptions_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id),
    index("subscriptions_due_idx").on(t.nextActionAt),
    index("subscriptions_customer_idx").on(t.customerId),
  ],
);

export const subscriptionItems = pgTable(
  "subscription_items",
  {
    id: text("id").primaryKey(),
    subscriptionId: text("subscription_id")
      .notNull()
      .references(() => subscriptions.id),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    priceId: text("price_id")
      .notNull()
      .references(() => prices.id),
    quantity: integer("quantity").notNull(),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("subscription_items_subscription_idx").on(t.subscriptionId, t.createdAt, t.id)],
);

export const invoices = pgTable(
  "invoices",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    testMode: boolean("test_mode").notNull(),
    subscriptionId: text("subscription_id").references(() => subscriptions.id),
    customerId: text("customer_id"),
    // draft | open | paid | void | uncollectible
    status: text("status").notNull(),
    // subscription_create | subscription_cycle | subscription_update | subscription_trial_end
    billingReason: text("billing_reason").notNull(),
    periodStart: ts("period_start").notNull(),
    periodEnd: ts("period_end").notNull(),
    lines: jsonb("lines").$type<InvoiceLine[]>().notNull(),
    total: integer("total").notNull(),
    creditApplied: integer("credit_applied").notNull().default(0),
    amountDue: integer("amount_due").notNull(),
    amountPaid: integer("amount_paid").notNull().default(0),
    paymentIntentId: text("payment_intent_id"),
    charge: text("charge"),
    attemptCount: integer("attempt_count").notNull().default(0),
    nextPaymentAttempt: ts("next_payment_attempt"),
    lastPaymentError: jsonb("last_payment_error").$type<PaymentError | null>(),
    collectionMethod: text("collection_method").notNull().default("charge_automatically"),
    // One invoice per subscription period and per proration: a billing run that repeats never bills twice.
    dedupeKey: text("dedupe_key").notNull(),
    metadata: jsonb("metadata").$type<Metadata>().notNull().default({}),
    finalizedAt: ts("finalized_at"),
    paidAt: ts("paid_at"),
    voidedAt: ts("voided_at"),
    createdAt: createdAt(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("invoices_list_idx").on(t.accountId, t.testMode, t.createdAt, t.id),
    index("invoices_subscription_idx").on(t.subscriptionId, t.createdAt, t.id),
    uniqueIndex("invoices_dedupe_key").on(t.dedupeKey),
  ],
);

// ---------------------------------------------------------------- live payments processor

/**
 * A merchant's own processor settings (Stripe) for live mode. Secrets are sealed (AES-256-GCM,
 * lib/server/crypto); without a row, the deployment's STRIPE_* variables apply.
 */
export const processorAccounts = pgTable("processor_accounts", {
  accountId: text("account_id")
    .primaryKey()
    .references(() => accounts.id),
  provider: text("provider").notNull(),
  secretKey: text("secret_key").notNull(),
  // What the settings page shows of the secret key: its prefix and last four (rk_live_••••abcd).
  secretKeyHint: text("secret_key_hint").notNull(),
  publishableKey: text("publishable_key").notNull(),
  webhookSecret: text("webhook_secret"),
  // live | test: a Stripe test-mode key may back live mode on a staging deployment.
  keyMode: text("key_mode").notNull(),
  processorAccountId: text("processor_account_id"),
  verifiedAt: ts("verified_at").notNull(),
  createdAt: createdAt(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Processor webhook events applied so far: each Stripe event id is applied once. */
export const processorEvents = pgTable("processor_events", {
  id: text("id").primaryKey(),
  accountId: text("account_id")
    .notNull()
    .references(() => accounts.id),
  type: text("type").notNull(),
  createdAt: createdAt(),
});

/** What reconciliation found that differs between our live intents and refunds and the processor's. */
export const reconciliationIssues = pgTable(
  "reconciliation_issues",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id")
      .notNull()
      .references(() => accounts.id),
    objectType: text("object_type").notNull(),
    objectId: text("object_id").notNull(),
    processorObjectId: text("processor_object_id"),
    kind: text("kind").notNull(),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull(),
    detectedAt: ts("detected_at").notNull(),
    resolvedAt: ts("resolved_at"),
  },
  (t) => [uniqueIndex("reconciliation_issues_object_kind_key").on(t.accountId, t.objectId, t.kind), index("reconciliation_issues_object_idx").on(t.objectId)],
);
