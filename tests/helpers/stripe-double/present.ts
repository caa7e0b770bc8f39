import { invalidRequest } from "./errors";
import type { FormObject } from "./form";
import { Params } from "./params";
import { kindOfId, type Ctx, type Kind } from "./store";

// Fields that hold the id of another object and that Stripe lets `expand` replace by the object.
const EXPANDABLE: Record<string, string[]> = {
  payment_intent: ["customer", "latest_charge", "payment_method"],
  charge: ["customer", "payment_intent"],
  refund: ["charge", "payment_intent"],
  setup_intent: ["customer", "payment_method"],
  customer: ["invoice_settings.default_payment_method"],
  payment_method: ["customer"],
};

function expandPath(ctx: Ctx, object: any, path: string[], full: string): void {
  const [head, ...rest] = path;
  const allowed = EXPANDABLE[object?.object] ?? [];
  const nested = allowed.find((a) => a.startsWith(`${head}.`));
  if (nested && rest.length > 0 && object[head] && typeof object[head] === "object") {
    expandPath(ctx, object[head], rest, full);
    return;
  }
  if (!allowed.includes(head)) throw invalidRequest(`This property cannot be expanded (${full}).`, { param: "expand" });
  const value = object[head];
  if (typeof value === "string") {
    const kind = kindOfId(value);
    const found = kind ? ctx.store.map(kind).get(value) : undefined;
    object[head] = found ? structuredClone(found) : value;
  }
  if (rest.length > 0 && object[head] && typeof object[head] === "object") expandPath(ctx, object[head], rest, full);
}

/** Refuses unknown expansions before a call changes anything. */
export function validateExpand(objectName: string, paths: string[]): void {
  const allowed = EXPANDABLE[objectName] ?? [];
  for (const path of paths) {
    const head = path.split(".")[0];
    if (!allowed.some((a) => a === head || a.startsWith(`${head}.`))) {
      throw invalidRequest(`This property cannot be expanded (${path}).`, { param: "expand" });
    }
  }
}

/** A copy of a stored object as the API answers it, with the requested expansions. */
export function present(ctx: Ctx, object: any, expand: string[] = []): any {
  const copy = structuredClone(object);
  for (const path of expand) expandPath(ctx, copy, path.split("."), path);
  return copy;
}

const LIST_PARAMS = ["limit", "starting_after", "ending_before", "created", "expand"];

/**
 * Stripe's list object: newest first, `limit` (1-100, default 10), cursors `starting_after` /
 * `ending_before`, `created` (a timestamp or `created[gt|gte|lt|lte]`), and `expand[]=data.x`.
 */
export function listObjects(ctx: Ctx, kind: Kind, raw: FormObject, url: string, filters: Record<string, (p: Params) => (o: any) => boolean> = {}) {
  const p = new Params(raw, [...LIST_PARAMS, ...Object.keys(filters)]);
  const limit = p.integer("limit", { min: 1, max: 100 }) ?? 10;
  let items = ctx.store.list(kind, ctx.livemode);
  for (const make of Object.values(filters)) items = items.filter(make(p));
  const created = createdFilter(p);
  if (created) items = items.filter((o) => created(o.created));

  const after = p.string("starting_after");
  const before = p.string("ending_before");
  let page: any[];
  let hasMore: boolean;
  if (after) {
    ctx.store.find(kind, after, ctx.livemode, "starting_after");
    const index = items.findIndex((o) => o.id === after);
    const rest = index === -1 ? [] : items.slice(index + 1);
    page = rest.slice(0, limit);
    hasMore = rest.length > limit;
  } else if (before) {
    ctx.store.find(kind, before, ctx.livemode, "ending_before");
    const index = items.findIndex((o) => o.id === before);
    const rest = index === -1 ? [] : items.slice(0, index);
    page = rest.slice(Math.max(0, rest.length - limit));
    hasMore = rest.length > limit;
  } else {
    page = items.slice(0, limit);
    hasMore = items.length > limit;
  }
  const expand = p.expand().map((path) => {
    if (!path.startsWith("data.")) throw invalidRequest(`This property cannot be expanded (${path}).`, { param: "expand" });
    return path.slice("data.".length);
  });
  return { object: "list", data: page.map((o) => present(ctx, o, expand)), has_more: hasMore, url };
}

function createdFilter(p: Params): ((created: number) => boolean) | undefined {
  if (!p.has("created")) return undefined;
  if (typeof p.raw.created === "string") {
    const exact = p.integer("created");
    return (c) => c === exact;
  }
  const range = p.hash("created", ["gt", "gte", "lt", "lte"])!;
  const gt = range.integer("gt");
  const gte = range.integer("gte");
  const lt = range.integer("lt");
  const lte = range.integer("lte");
  return (c) => (gt === undefined || c > gt) && (gte === undefined || c >= gte) && (lt === undefined || c < lt) && (lte === undefined || c <= lte);
}

/** A filter on an id field, e.g. `?payment_intent=pi_...`. */
export function byField(param: string, field = param) {
  return (p: Params) => {
    const value = p.string(param);
    return (o: any) => value == null || o[field] === value;
  };
}
