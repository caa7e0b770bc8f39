import { randomUUID } from "node:crypto";
import { cardFingerprint, newClientSecret, newId, randomChars, randomDigits } from "./ids";
import type { Ctx } from "./store";
import type { Decline, TestCard } from "./test-cards";

// Builders of Stripe's objects with every field of their shapes (API version 2026-10-28.endive).

type Address = { city: string | null; country: string | null; line1: string | null; line2: string | null; postal_code: string | null; state: string | null };

export function emptyAddress(): Address {
  return { city: null, country: null, line1: null, line2: null, postal_code: null, state: null };
}

export function customerObject(
  ctx: Ctx,
  fields: { email?: string | null; name?: string | null; description?: string | null; phone?: string | null; metadata: Record<string, string> },
) {
  return {
    id: newId("cus"),
    object: "customer",
    address: null,
    balance: 0,
    created: ctx.now,
    currency: null,
    customer_account: null,
    default_source: null,
    delinquent: false,
    description: fields.description ?? null,
    discount: null,
    email: fields.email ?? null,
    invoice_prefix: randomChars(8).toUpperCase(),
    invoice_settings: { custom_fields: null, default_payment_method: null, footer: null, rendering_options: null },
    livemode: ctx.livemode,
    metadata: fields.metadata,
    name: fields.name ?? null,
    next_invoice_sequence: 1,
    phone: fields.phone ?? null,
    preferred_locales: [],
    shipping: null,
    tax_exempt: "none",
    test_clock: null,
  };
}

export type BillingDetails = { address: Address; email: string | null; name: string | null; phone: string | null; tax_id: string | null };

export function paymentMethodObject(ctx: Ctx, card: TestCard, fields: { billing_details?: BillingDetails; metadata?: Record<string, string> } = {}) {
  const expires = new Date(ctx.now * 1000);
  return {
    id: newId("pm"),
    object: "payment_method",
    allow_redisplay: "unspecified",
    billing_details: fields.billing_details ?? { address: emptyAddress(), email: null, name: null, phone: null, tax_id: null },
    card: {
      brand: card.brand,
      checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "unchecked" },
      country: card.country,
      display_brand: card.displayBrand,
      exp_month: expires.getUTCMonth() + 1,
      exp_year: expires.getUTCFullYear() + 1,
      fingerprint: cardFingerprint(card.number),
      funding: card.funding,
      generated_from: null,
      last4: card.number.slice(-4),
      networks: { available: [card.network], preferred: null },
      regulated_status: "unregulated",
      three_d_secure_usage: { supported: true },
      wallet: null,
    },
    created: ctx.now,
    customer: null as string | null,
    customer_account: null,
    livemode: ctx.livemode,
    metadata: fields.metadata ?? {},
    type: "card",
  };
}

export function threeDSecureNextAction() {
  const source = newId("src");
  return {
    type: "use_stripe_sdk",
    use_stripe_sdk: {
      type: "three_d_secure_redirect",
      stripe_js: `https://hooks.stripe.com/redirect/authenticate/${source}?client_secret=src_client_secret_${randomChars(24)}`,
      source,
      known_frame_issues: "false",
    },
  };
}

export type PaymentMethodSettings = {
  allowed: string[] | null;
  automatic: { enabled: boolean; allow_redirects?: "always" | "never" } | null;
  types: string[];
};

export function paymentIntentObject(
  ctx: Ctx,
  fields: {
    amount: number;
    currency: string;
    capture_method: string;
    confirmation_method: string;
    customer: string | null;
    description: string | null;
    metadata: Record<string, string>;
    payment_method: string | null;
    receipt_email: string | null;
    setup_future_usage: string | null;
    shipping: unknown;
    statement_descriptor: string | null;
    statement_descriptor_suffix: string | null;
    transfer_group: string | null;
    methods: PaymentMethodSettings;
  },
) {
  const id = newId("pi");
  return {
    id,
    object: "payment_intent",
    allowed_payment_method_types: fields.methods.allowed,
    amount: fields.amount,
    amount_capturable: 0,
    amount_details: { tip: {} },
    amount_received: 0,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: fields.methods.automatic,
    canceled_at: null as number | null,
    cancellation_reason: null as string | null,
    capture_method: fields.capture_method,
    client_secret: newClientSecret(id),
    confirmation_method: fields.confirmation_method,
    created: ctx.now,
    currency: fields.currency,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    last_payment_error: null as unknown,
    latest_charge: null as string | null,
    livemode: ctx.livemode,
    managed_payments: null,
    metadata: fields.metadata,
    next_action: null as unknown,
    on_behalf_of: null,
    payment_method: fields.payment_method,
    payment_method_configuration_details: fields.methods.automatic ? { id: `pmc_${randomChars(24)}`, parent: null } : null,
    payment_method_options: { card: { installments: null, mandate_options: null, network: null, request_three_d_secure: "automatic" } },
    payment_method_types: fields.methods.types,
    payment_record: null,
    processing: null,
    receipt_email: fields.receipt_email,
    review: null,
    setup_future_usage: fields.setup_future_usage,
    shipping: fields.shipping ?? null,
    source: null,
    statement_descriptor: fields.statement_descriptor,
    statement_descriptor_suffix: fields.statement_descriptor_suffix,
    status: fields.payment_method ? "requires_confirmation" : "requires_payment_method",
    transfer_data: null,
    transfer_group: fields.transfer_group,
  };
}

export function chargeObject(ctx: Ctx, pi: any, pm: any, card: TestCard, attempt: { captured: boolean; decline?: Decline; threeDSecure: boolean }) {
  const failed = attempt.decline !== undefined;
  const captured = attempt.captured && !failed;
  return {
    id: newId("ch"),
    object: "charge",
    amount: pi.amount,
    amount_captured: captured ? pi.amount : 0,
    amount_refunded: 0,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: captured ? newId("txn") : null,
    billing_details: pm.billing_details,
    calculated_statement_descriptor: pi.statement_descriptor_suffix ? `DOUBLE* ${pi.statement_descriptor_suffix}`.slice(0, 22) : "DOUBLE PHARMACY",
    captured,
    created: ctx.now,
    currency: pi.currency,
    customer: pi.customer,
    description: pi.description,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: attempt.decline?.code ?? null,
    failure_message: attempt.decline?.message ?? null,
    fraud_details: {},
    livemode: ctx.livemode,
    metadata: { ...pi.metadata },
    on_behalf_of: null,
    outcome: failed
      ? {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: "declined_by_network",
          reason: attempt.decline!.declineCode,
          risk_level: "normal",
          risk_score: 30,
          seller_message: "The bank did not return any further details with this decline.",
          type: "issuer_declined",
        }
      : {
          advice_code: null,
          network_advice_code: null,
          network_decline_code: null,
          network_status: "approved_by_network",
          reason: null,
          risk_level: "normal",
          risk_score: 30,
          seller_message: "Payment complete.",
          type: "authorized",
        },
    paid: !failed,
    payment_intent: pi.id,
    payment_method: pm.id,
    payment_method_details: {
      card: {
        amount_authorized: failed ? null : pi.amount,
        authorization_code: failed ? null : randomDigits(6),
        brand: card.brand,
        ...(attempt.captured || failed ? {} : { capture_before: ctx.now + 7 * 24 * 3600 }),
        checks: { address_line1_check: null, address_postal_code_check: null, cvc_check: "pass" },
        country: card.country,
        exp_month: pm.card.exp_month,
        exp_year: pm.card.exp_year,
        extended_authorization: { status: "disabled" },
        fingerprint: pm.card.fingerprint,
        funding: card.funding,
        incremental_authorization: { status: "unavailable" },
        installments: null,
        last4: pm.card.last4,
        mandate: null,
        multicapture: { status: "unavailable" },
        network: card.network,
        network_token: { used: false },
        network_transaction_id: randomDigits(15),
        overcapture: { maximum_amount_capturable: pi.amount, status: "unavailable" },
        regulated_status: "unregulated",
        three_d_secure: attempt.threeDSecure
          ? {
              authentication_flow: "challenge",
              electronic_commerce_indicator: "05",
              exemption_indicator: null,
              result: "authenticated",
              result_reason: null,
              transaction_id: randomUUID(),
              version: "2.2.0",
            }
          : null,
        wallet: null,
      },
      type: "card",
    },
    radar_options: {},
    receipt_email: pi.receipt_email,
    receipt_number: null,
    receipt_url: `https://pay.stripe.com/receipts/payment/${randomChars(96)}`,
    refunded: false,
    review: null,
    shipping: pi.shipping,
    source: null,
    source_transfer: null,
    statement_descriptor: pi.statement_descriptor,
    statement_descriptor_suffix: pi.statement_descriptor_suffix,
    status: failed ? "failed" : "succeeded",
    transfer_data: null,
    transfer_group: pi.transfer_group,
  };
}

export function setupIntentObject(
  ctx: Ctx,
  fields: {
    customer: string | null;
    description: string | null;
    metadata: Record<string, string>;
    payment_method: string | null;
    usage: string;
    methods: PaymentMethodSettings;
  },
) {
  const id = newId("seti");
  return {
    id,
    object: "setup_intent",
    allowed_payment_method_types: fields.methods.allowed,
    application: null,
    automatic_payment_methods: fields.methods.automatic,
    cancellation_reason: null as string | null,
    client_secret: newClientSecret(id),
    created: ctx.now,
    customer: fields.customer,
    customer_account: null,
    description: fields.description,
    excluded_payment_method_types: null,
    flow_directions: null,
    last_setup_error: null as unknown,
    latest_attempt: null as string | null,
    livemode: ctx.livemode,
    mandate: null,
    metadata: fields.metadata,
    next_action: null as unknown,
    on_behalf_of: null,
    payment_method: fields.payment_method,
    payment_method_configuration_details: fields.methods.automatic ? { id: `pmc_${randomChars(24)}`, parent: null } : null,
    payment_method_options: { card: { mandate_options: null, network: null, request_three_d_secure: "automatic" } },
    payment_method_types: fields.methods.types,
    single_use_mandate: null,
    status: fields.payment_method ? "requires_confirmation" : "requires_payment_method",
    usage: fields.usage,
  };
}

export function refundObject(
  ctx: Ctx,
  charge: any,
  fields: { amount: number; reason: string | null; metadata: Record<string, string>; instructions_email: string | null },
) {
  return {
    id: newId("re"),
    object: "refund",
    amount: fields.amount,
    balance_transaction: newId("txn"),
    charge: charge.id,
    created: ctx.now,
    currency: charge.currency,
    customer: charge.customer,
    customer_account: null,
    destination_details: {
      card: { reference_status: "pending", reference_type: "acquirer_reference_number", type: "refund" } as Record<string, string>,
      type: "card",
    },
    metadata: fields.metadata,
    payment_intent: charge.payment_intent,
    payment_method: charge.payment_method,
    pending_reason: "processing" as string | undefined,
    reason: fields.reason,
    receipt_number: null,
    source_transfer_reversal: null,
    status: "pending",
    transfer_reversal: null,
    ...(fields.instructions_email ? { instructions_email: fields.instructions_email } : {}),
  };
}

export function accountObject(ctx: Ctx) {
  return {
    id: ctx.store.accountId,
    object: "account",
    business_profile: {
      annual_revenue: null,
      estimated_worker_count: null,
      mcc: "5912",
      name: "Double Pharmacy",
      product_description: "Health products eligible for HSA/FSA cards",
      support_address: null,
      support_email: "support@double-pharmacy.example",
      support_phone: null,
      support_url: null,
      url: "https://double-pharmacy.example",
    },
    business_type: "company",
    capabilities: { card_payments: "active", transfers: "active" },
    charges_enabled: true,
    controller: { type: "account" },
    country: "US",
    created: ctx.store.accountCreated,
    default_currency: "usd",
    details_submitted: true,
    email: "owner@double-pharmacy.example",
    metadata: {},
    payouts_enabled: true,
    settings: {
      card_payments: {
        decline_on: { avs_failure: false, cvc_failure: false },
        statement_descriptor_prefix: "DOUBLE",
        statement_descriptor_prefix_kana: null,
        statement_descriptor_prefix_kanji: null,
      },
      dashboard: { display_name: "Double Pharmacy", timezone: "America/New_York" },
      payments: { statement_descriptor: "DOUBLE PHARMACY", statement_descriptor_kana: null, statement_descriptor_kanji: null },
    },
    type: "standard",
  };
}
