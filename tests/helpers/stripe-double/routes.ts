import { retrieveAccount, retrieveBalance, retrieveCharge, retrieveEvent } from "./account";
import { createCustomer, retrieveCustomer, updateCustomer } from "./customers";
import { unrecognizedUrl } from "./errors";
import type { FormObject } from "./form";
import {
  cancelPaymentIntent,
  capturePaymentIntent,
  confirmPaymentIntent,
  createPaymentIntent,
  listPaymentIntents,
  retrievePaymentIntent,
  updatePaymentIntent,
} from "./payment-intents";
import {
  attachPaymentMethod,
  createPaymentMethod,
  detachPaymentMethod,
  listCustomerPaymentMethods,
  retrievePaymentMethod,
  updatePaymentMethod,
} from "./payment-methods";
import { createRefund, listRefunds, retrieveRefund, updateRefund } from "./refunds";
import { cancelSetupIntent, confirmSetupIntent, createSetupIntent, retrieveSetupIntent, updateSetupIntent } from "./setup-intents";
import type { Ctx } from "./store";

type Handler = (ctx: Ctx, params: FormObject, ids: string[]) => unknown;
type Route = [method: "GET" | "POST", path: string, handler: Handler];

const ROUTES: Route[] = [
  ["GET", "/v1/balance", retrieveBalance],
  ["GET", "/v1/account", retrieveAccount],
  ["POST", "/v1/customers", createCustomer],
  ["GET", "/v1/customers/:id", retrieveCustomer],
  ["POST", "/v1/customers/:id", updateCustomer],
  ["GET", "/v1/customers/:id/payment_methods", listCustomerPaymentMethods],
  ["POST", "/v1/payment_methods", createPaymentMethod],
  ["GET", "/v1/payment_methods/:id", retrievePaymentMethod],
  ["POST", "/v1/payment_methods/:id", updatePaymentMethod],
  ["POST", "/v1/payment_methods/:id/attach", attachPaymentMethod],
  ["POST", "/v1/payment_methods/:id/detach", detachPaymentMethod],
  ["POST", "/v1/payment_intents", createPaymentIntent],
  ["GET", "/v1/payment_intents", listPaymentIntents],
  ["GET", "/v1/payment_intents/:id", retrievePaymentIntent],
  ["POST", "/v1/payment_intents/:id", updatePaymentIntent],
  ["POST", "/v1/payment_intents/:id/confirm", confirmPaymentIntent],
  ["POST", "/v1/payment_intents/:id/capture", capturePaymentIntent],
  ["POST", "/v1/payment_intents/:id/cancel", cancelPaymentIntent],
  ["GET", "/v1/charges/:id", retrieveCharge],
  ["POST", "/v1/refunds", createRefund],
  ["GET", "/v1/refunds", listRefunds],
  ["GET", "/v1/refunds/:id", retrieveRefund],
  ["POST", "/v1/refunds/:id", updateRefund],
  ["POST", "/v1/setup_intents", createSetupIntent],
  ["GET", "/v1/setup_intents/:id", retrieveSetupIntent],
  ["POST", "/v1/setup_intents/:id", updateSetupIntent],
  ["POST", "/v1/setup_intents/:id/confirm", confirmSetupIntent],
  ["POST", "/v1/setup_intents/:id/cancel", cancelSetupIntent],
  ["GET", "/v1/events/:id", retrieveEvent],
];

const COMPILED = ROUTES.map(([method, path, handler]) => ({
  method,
  pattern: new RegExp(`^${path.replace(/:id/g, "([^/]+)")}$`),
  handler,
}));

/** The handler's answer; an unknown method or path is Stripe's 404 "Unrecognized request URL". */
export function dispatch(ctx: Ctx, method: string, path: string, params: FormObject): unknown {
  for (const route of COMPILED) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    let ids: string[];
    try {
      ids = match.slice(1).map(decodeURIComponent);
    } catch {
      throw unrecognizedUrl(method, path);
    }
    return route.handler(ctx, params, ids);
  }
  throw unrecognizedUrl(method, path);
}
