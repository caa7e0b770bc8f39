import { invalidRequest } from "./errors";
import type { FormObject } from "./form";
import { customerObject } from "./objects";
import { createMetadata, mergeMetadata, Params } from "./params";
import { attachToCustomer, resolvePaymentMethod } from "./payment-methods";
import { present } from "./present";
import type { Ctx } from "./store";

const CREATE_PARAMS = [
  "address",
  "balance",
  "business_name",
  "cash_balance",
  "description",
  "email",
  "expand",
  "individual_name",
  "invoice_prefix",
  "invoice_settings",
  "metadata",
  "name",
  "next_invoice_sequence",
  "payment_method",
  "phone",
  "preferred_locales",
  "shipping",
  "source",
  "tax",
  "tax_exempt",
  "tax_id_data",
  "test_clock",
  "validate",
];
const UPDATE_PARAMS = [
  "address",
  "balance",
  "business_name",
  "cash_balance",
  "default_source",
  "description",
  "email",
  "expand",
  "individual_name",
  "invoice_prefix",
  "invoice_settings",
  "metadata",
  "name",
  "next_invoice_sequence",
  "phone",
  "preferred_locales",
  "shipping",
  "source",
  "tax",
  "tax_exempt",
  "validate",
];
const INVOICE_SETTINGS = ["custom_fields", "default_payment_method", "footer", "rendering_options"];

function setDefaultPaymentMethod(ctx: Ctx, customer: any, p: Params): void {
  const settings = p.hash("invoice_settings", INVOICE_SETTINGS);
  if (!settings || !settings.has("default_payment_method")) return;
  const id = settings.string("default_payment_method");
  if (id) {
    const pm = ctx.store.map("payment_method").get(id);
    if (!pm || pm.livemode !== ctx.livemode || pm.customer !== customer.id) {
      throw invalidRequest(`The customer does not have a payment method with the ID ${id}. The payment method must be attached to the customer.`, {
        param: "invoice_settings[default_payment_method]",
      });
    }
  }
  customer.invoice_settings.default_payment_method = id ?? null;
}

export function createCustomer(ctx: Ctx, raw: FormObject) {
  const p = new Params(raw, CREATE_PARAMS);
  const customer = customerObject(ctx, {
    email: p.string("email", { maxLength: 512 }),
    name: p.string("name", { maxLength: 256 }),
    description: p.string("description", { maxLength: 350 }),
    phone: p.string("phone", { maxLength: 20 }),
    metadata: createMetadata(p.metadata()),
  });
  const pmId = p.string("payment_method");
  // Checks before storing: a failed attach leaves no customer behind.
  const pm = pmId ? resolvePaymentMethod(ctx, pmId, "payment_method") : undefined;
  if (pm) attachToCustomer(ctx, pm, customer.id);
  try {
    setDefaultPaymentMethod(ctx, customer, p);
  } catch (error) {
    if (pm) pm.customer = null;
    throw error;
  }
  ctx.store.save("customer", customer);
  return present(ctx, customer, p.expand());
}

export function retrieveCustomer(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["expand"]);
  return present(ctx, ctx.store.find("customer", id, ctx.livemode), p.expand());
}

export function updateCustomer(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, UPDATE_PARAMS);
  const customer = ctx.store.find("customer", id, ctx.livemode);
  for (const [key, maxLength] of [
    ["email", 512],
    ["name", 256],
    ["description", 350],
    ["phone", 20],
  ] as const) {
    const value = p.string(key, { maxLength });
    if (value !== undefined) customer[key] = value;
  }
  customer.metadata = mergeMetadata(customer.metadata, p.metadata());
  setDefaultPaymentMethod(ctx, customer, p);
  return present(ctx, customer, p.expand());
}
