import type { FormObject } from "./form";
import { accountObject } from "./objects";
import { Params } from "./params";
import { present } from "./present";
import type { Ctx } from "./store";

export function retrieveAccount(ctx: Ctx, raw: FormObject) {
  const p = new Params(raw, ["expand"]);
  return present(ctx, accountObject(ctx), p.expand());
}

/**
 * The balance (GET /v1/balance, the cheapest call to check a key). Captured money less refunds,
 * per currency, all still pending: the double charges no fees and pays nothing out.
 */
export function retrieveBalance(ctx: Ctx, raw: FormObject) {
  new Params(raw, ["expand"]);
  const pending = new Map<string, number>([["usd", 0]]);
  for (const charge of ctx.store.list("charge", ctx.livemode)) {
    if (charge.status !== "succeeded" || !charge.captured) continue;
    const released = charge.amount - charge.amount_captured;
    pending.set(charge.currency, (pending.get(charge.currency) ?? 0) + charge.amount_captured - (charge.amount_refunded - released));
  }
  const entries = [...pending].map(([currency, amount]) => ({ amount, currency, source_types: { card: amount } }));
  return {
    object: "balance",
    available: [...pending.keys()].map((currency) => ({ amount: 0, currency, source_types: { card: 0 } })),
    connect_reserved: [...pending.keys()].map((currency) => ({ amount: 0, currency })),
    livemode: ctx.livemode,
    pending: entries,
    refund_and_dispute_prefunding: { available: [], pending: [] },
  };
}

export function retrieveCharge(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["expand"]);
  return present(ctx, ctx.store.find("charge", id, ctx.livemode), p.expand());
}

export function retrieveEvent(ctx: Ctx, raw: FormObject, [id]: string[]) {
  const p = new Params(raw, ["expand"]);
  return present(ctx, ctx.store.find("event", id, ctx.livemode), p.expand());
}
