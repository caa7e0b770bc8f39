import { z } from "zod";
import { retrieveQuerySchema } from "@/lib/schemas/common";
import { invoiceListQuerySchema, invoiceSchema } from "@/lib/schemas/invoice";
import {
  clockAdvanceSchema, clockSchema, paymentMethodOutcomeSchema, subscriptionListQuerySchema, subscriptionPreviewInputSchema, subscriptionPreviewSchema,
  subscriptionReadOnlyFields, subscriptionSchema, subscriptionUpdateSchema,
} from "@/lib/schemas/subscription";
import { defineEndpoints } from "../endpoint";

const SUBSCRIPTION_EXPAND = ["customer", "latest_invoice"] as const;
const INVOICE_EXPAND = ["customer"] as const;

export const billingEndpoints = defineEndpoints({
  listSubscriptions: {
    method: "GET", path: "/v1/subscriptions", tag: "Subscriptions", summary: "List subscriptions, newest first",
    resource: "subscription", plural: "subscriptions", query: subscriptionListQuerySchema, response: z.array(subscriptionSchema), expandable: SUBSCRIPTION_EXPAND,
  },
  retrieveSubscription: {
    method: "GET", path: "/v1/subscriptions/{id}", tag: "Subscriptions", summary: "Retrieve a subscription",
    resource: "subscription", query: retrieveQuerySchema, response: subscriptionSchema, expandable: SUBSCRIPTION_EXPAND,
  },
  updateSubscription: {
    method: "PATCH", path: "/v1/subscriptions/{id}", tag: "Subscriptions",
    summary: "Update a subscription: cancellation, trial end, items (with proration), metadata (POST is an alias)",
    // The spec attaches the list's query parameters to this operation; they are accepted and have no effect.
    resource: "subscription", body: subscriptionUpdateSchema, readOnly: subscriptionReadOnlyFields, query: subscriptionListQuerySchema, response: subscriptionSchema, expandable: SUBSCRIPTION_EXPAND,
    ignoredQuery: ["limit", "starting_after", "ending_before", "customer", "interval", "status", "offset"],
  },
  previewSubscription: {
    method: "POST", path: "/v1/subscriptions/{id}/preview", tag: "Subscriptions",
    summary: "Preview an item change (its proration, now or on the next invoice) and the next renewal invoice; changes nothing",
    resource: "subscription_preview", bodyKey: "subscription", body: subscriptionPreviewInputSchema, bodyOptional: true, response: subscriptionPreviewSchema,
  },
  cancelSubscription: {
    method: "DELETE", path: "/v1/subscriptions/{id}", tag: "Subscriptions", summary: "Cancel at the end of the current period (no further charge)",
    resource: "subscription", response: subscriptionSchema,
  },
  listInvoices: {
    method: "GET", path: "/v1/invoices", tag: "Invoices", summary: "List invoices, newest first",
    resource: "invoice", plural: "invoices", query: invoiceListQuerySchema, response: z.array(invoiceSchema), expandable: INVOICE_EXPAND,
  },
  retrieveInvoice: {
    method: "GET", path: "/v1/invoices/{id}", tag: "Invoices", summary: "Retrieve an invoice",
    resource: "invoice", query: retrieveQuerySchema, response: invoiceSchema, expandable: INVOICE_EXPAND,
  },
  voidInvoice: {
    method: "POST", path: "/v1/invoices/{id}/void", tag: "Invoices", summary: "Void an open invoice: it is never charged",
    resource: "invoice", response: invoiceSchema,
  },
  payInvoice: {
    method: "POST", path: "/v1/invoices/{id}/pay", tag: "Invoices", summary: "Charge an open invoice now with the subscription's saved cards (402 when declined)",
    resource: "invoice", response: invoiceSchema, errors: [402],
  },
  advanceTestClock: {
    method: "POST", path: "/v1/test_helpers/clock/advance", tag: "Test helpers",
    summary: "Move your test-mode billing clock forward and run everything that falls due (test mode only)",
    resource: "clock", body: clockAdvanceSchema, response: clockSchema, testOnly: true,
  },
  setPaymentMethodOutcomeTestHelper: {
    method: "POST", path: "/v1/test_helpers/payment_methods/{id}/outcome", tag: "Test helpers",
    summary: "Make a saved test card's future charges succeed or fail (test mode only)",
    resource: "payment_method", body: paymentMethodOutcomeSchema,
    response: z.object({ payment_method_id: z.string(), brand: z.string(), last4: z.string(), hsa_fsa: z.boolean(), outcome: z.string(), test_mode: z.boolean() }), testOnly: true,
  },
});
