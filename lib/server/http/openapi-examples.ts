/**
 * Examples for the main operations of the OpenAPI document, by operation id: the wrapped request
 * body and, where given, the 200 answer's object. The document lint (tests/http/openapi-lint.test.ts)
 * checks each against its schema.
 */
const T = "2026-11-22T01:16:34.123Z";

const product = {
  product_id: "fprod_01kaf3r9x2m4n6p8q0s2t4v6w8",
  name: "Digital thermometer",
  description: "Oral and underarm, 10-second reading",
  created_at: T,
  visit_type: null,
  active: true,
  upc_code: null,
  gtin: null,
  reference_gtin: null,
  hsa_fsa_eligibility: "auto_substantiation",
  eligibility_rationale: "Thermometers are diagnostic devices.",
  eligibility_source: "bot",
  eligibility_review: "not_needed",
  eligibility_confidence: 0.97,
  eligibility_signals: [
    { kind: "category_word", text: "thermometer", field: "name", weight: 0.9, rule: "diagnostic_device", eligibility: "auto_substantiation" },
  ],
  eligibility_decided_by: null,
  eligibility_decided_at: null,
  client_reference_id: "sku-1042",
  test_mode: true,
  metadata: {},
  url: null,
};

const customer = {
  customer_id: "fcus_01kaf3r9x2m4n6p8q0s2t4v6w8",
  first_name: "Ann",
  last_name: "Lee",
  email: "ann@example.com",
  phone: null,
  employer: null,
  shipping: null,
  metadata: { crm_id: "8812" },
  created_at: T,
  test_mode: true,
};

export const OPERATION_EXAMPLES: Record<string, { request?: unknown; response?: unknown }> = {
  createProduct: {
    request: {
      product: { name: "Digital thermometer", description: "Oral and underarm, 10-second reading", use_eligibility_bot: true, client_reference_id: "sku-1042" },
    },
    response: product,
  },
  retrieveProduct: { response: product },
  createPrice: { request: { price: { product: "fprod_01kaf3r9x2m4n6p8q0s2t4v6w8", unit_amount: 1999 } } },
  createCustomer: {
    request: { customer: { first_name: "Ann", last_name: "Lee", email: "ann@example.com", metadata: { crm_id: "8812" } } },
    response: customer,
  },
  retrieveCustomer: { response: customer },
  createCoupon: { request: { coupon: { name: "Spring sale", percent_off: 10, duration: "once" } } },
  createPromoCode: { request: { promo_code: { coupon_id: "fcpn_01kaf3r9x2m4n6p8q0s2t4v6w8", code: "SPRING10" } } },
  createCheckoutSession: {
    request: {
      checkout_session: {
        line_items: [
          { price: "fprice_01kaf3r9x2m4n6p8q0s2t4v6w8", quantity: 2 },
          { price: "fprice_01kaf3rb5c7d9f1h3k5m7p9r1t", quantity: 1 },
        ],
        shipping_options: { shipping_rate_data: { display_name: "Ground", amount: 599 } },
        tax_rate: { amount: 333 },
        success_url: "https://shop.example/thanks?session={CHECKOUT_SESSION_ID}",
        cancel_url: "https://shop.example/cart",
        client_reference_id: "order-5531",
      },
    },
  },
  payCheckoutSessionTestHelper: { request: { payment: { payment_method: "pm_card_visa", hsa_fsa_payment_method: "pm_card_hsa_fsa" } } },
  refundCheckoutSession: { request: { checkout_session: { amount: 1000 } } },
  createRefund: { request: { refund: { payment_intent_id: "fpi_01kaf3r9x2m4n6p8q0s2t4v6w8", amount: 1000, reason: "requested_by_customer" } } },
  createWebhook: { request: { webhook: { url: "https://shop.example/webhooks/payments", events: ["checkout.session.completed", "refund.updated"] } } },
  createExport: {
    request: {
      export: {
        type: "payment",
        description: "November reconciliation",
        filters: { payment: { status: "succeeded", created: { gte: "2026-11-01T00:00:00Z", lt: "2026-12-01T00:00:00Z" } } },
      },
    },
  },
  advanceTestClock: { request: { clock: { seconds: 2_678_400 } } },
};
