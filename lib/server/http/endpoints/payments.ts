import { z } from "zod";
import { queryBoolean, retrieveQuerySchema } from "@/lib/schemas/common";
import { captureListQuerySchema, captureReadOnlyFields, captureSchema, captureUpdateSchema } from "@/lib/schemas/capture";
import {
  captureCheckoutSessionSchema, checkoutSessionCreateSchema, checkoutSessionListQuerySchema, checkoutSessionReadOnlyFields,
  checkoutSessionSchema, payCheckoutSessionSchema, refundCheckoutSessionSchema,
} from "@/lib/schemas/checkout-session";
import { paymentIntentListQuerySchema, paymentIntentSchema } from "@/lib/schemas/payment-intent";
import { refundCreateSchema, refundListQuerySchema, refundReadOnlyFields, refundSchema } from "@/lib/schemas/refund";
import { setupIntentCreateSchema, setupIntentReadOnlyFields, setupIntentSchema } from "@/lib/schemas/setup-intent";
import { defineEndpoints } from "../endpoint";

const SESSION_EXPAND = ["customer", "payment_intent", "payment_intents"] as const;

export const paymentEndpoints = defineEndpoints({
  createCheckoutSession: {
    method: "POST", path: "/v1/checkout/sessions", tag: "Checkout sessions", summary: "Create a checkout session (split cart when it mixes eligible and other items)",
    resource: "checkout_session", body: checkoutSessionCreateSchema, readOnly: checkoutSessionReadOnlyFields, response: checkoutSessionSchema, expandable: SESSION_EXPAND,
    // off_session mode charges a saved card at once.
    errors: [402],
  },
  listCheckoutSessions: {
    method: "GET", path: "/v1/checkout/sessions", tag: "Checkout sessions", summary: "List checkout sessions",
    resource: "checkout_session", plural: "checkout_sessions", query: checkoutSessionListQuerySchema, response: z.array(checkoutSessionSchema), expandable: SESSION_EXPAND,
  },
  retrieveCheckoutSession: {
    method: "GET", path: "/v1/checkout/sessions/{id}", tag: "Checkout sessions", summary: "Retrieve a checkout session",
    resource: "checkout_session", query: retrieveQuerySchema, response: checkoutSessionSchema, expandable: SESSION_EXPAND,
  },
  cancelCheckoutSession: {
    method: "POST", path: "/v1/checkout/sessions/{id}/cancel", tag: "Checkout sessions", summary: "Cancel an open or authorized session (holds are released)",
    resource: "checkout_session", response: checkoutSessionSchema,
  },
  captureCheckoutSession: {
    method: "POST", path: "/v1/checkout/sessions/{id}/capture", tag: "Checkout sessions", summary: "Capture a manual-capture session, in full or by line; the rest is released",
    resource: "checkout_session", bodyKey: "capture", bodyOptional: true, body: captureCheckoutSessionSchema, response: checkoutSessionSchema,
  },
  refundCheckoutSession: {
    method: "POST", path: "/v1/checkout/sessions/{id}/refund", tag: "Checkout sessions", summary: "Refund a session (HSA/FSA intent first); the body may be wrapped in checkout_session or refund",
    resource: "checkout_session", bodyKeyAliases: ["refund"], bodyOptional: true, body: refundCheckoutSessionSchema, response: checkoutSessionSchema,
  },
  payCheckoutSessionTestHelper: {
    method: "POST", path: "/v1/test_helpers/checkout/sessions/{id}/pay", tag: "Test helpers", summary: "Pay a session as the hosted page would (test mode only)",
    resource: "checkout_session", bodyKey: "payment", body: payCheckoutSessionSchema, response: checkoutSessionSchema, testOnly: true, errors: [402],
  },

  checkInvariantsTestHelper: {
    method: "GET", path: "/v1/test_helpers/invariants", tag: "Test helpers",
    summary: "Check the money invariants over the caller's account, and count what requests wrote there (test mode only)",
    resource: "invariants",
    query: z.object({ footprint_only: queryBoolean.optional().describe("Skip the invariant checks (violations: null); answer the footprint only") }),
    response: z.object({
      violations: z.array(z.string()).nullable().describe("One line per violated money invariant; null with footprint_only"),
      footprint: z.record(z.string(), z.number().int()).describe("Row counts and money totals only requests change: a failed request leaves them as they were"),
    }),
    testOnly: true,
  },

  listPaymentIntents: {
    method: "GET", path: "/v1/payment_intents", tag: "Payment intents", summary: "List payment intents",
    resource: "payment_intent", plural: "payment_intents", query: paymentIntentListQuerySchema, response: z.array(paymentIntentSchema), expandable: ["customer"],
  },
  retrievePaymentIntent: {
    method: "GET", path: "/v1/payment_intents/{id}", tag: "Payment intents", summary: "Retrieve a payment intent",
    resource: "payment_intent", query: retrieveQuerySchema, response: paymentIntentSchema, expandable: ["customer"],
  },
  cancelPaymentIntent: {
    method: "POST", path: "/v1/payment_intents/{id}/cancel", tag: "Payment intents", summary: "Cancel a payment intent (not once succeeded)",
    resource: "payment_intent", response: paymentIntentSchema,
  },

  createSetupIntent: {
    method: "POST", path: "/v1/setup_intents", tag: "Setup intents", summary: "Create a setup intent",
    resource: "setup_intent", body: setupIntentCreateSchema, readOnly: setupIntentReadOnlyFields, response: setupIntentSchema,
  },
  retrieveSetupIntent: {
    method: "GET", path: "/v1/setup_intents/{id}", tag: "Setup intents", summary: "Retrieve a setup intent",
    resource: "setup_intent", query: retrieveQuerySchema, response: setupIntentSchema, expandable: ["customer", "payment_method"],
  },

  listCaptures: {
    method: "GET", path: "/v1/captures", tag: "Captures", summary: "List captures",
    resource: "capture", plural: "captures", query: captureListQuerySchema, response: z.array(captureSchema),
  },
  retrieveCapture: {
    method: "GET", path: "/v1/captures/{capture_id}", tag: "Captures", summary: "Retrieve a capture",
    resource: "capture", query: retrieveQuerySchema, response: captureSchema,
  },
  updateCapture: {
    method: "PATCH", path: "/v1/captures/{capture_id}", tag: "Captures", summary: "Update a capture's metadata",
    resource: "capture", body: captureUpdateSchema, readOnly: captureReadOnlyFields, response: captureSchema,
  },

  createRefund: {
    method: "POST", path: "/v1/refunds", tag: "Refunds", summary: "Refund a captured payment intent (pending until settled)",
    resource: "refund", body: refundCreateSchema, readOnly: refundReadOnlyFields, response: refundSchema,
  },
  listRefunds: {
    method: "GET", path: "/v1/refunds", tag: "Refunds", summary: "List refunds",
    resource: "refund", plural: "refunds", query: refundListQuerySchema, response: z.array(refundSchema),
  },
  retrieveRefund: {
    method: "GET", path: "/v1/refunds/{refund_id}", tag: "Refunds", summary: "Retrieve a refund",
    resource: "refund", query: retrieveQuerySchema, response: refundSchema,
  },
});
