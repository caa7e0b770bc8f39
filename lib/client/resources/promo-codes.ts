// The promo codes resource as the dashboard uses it. Only `active` and metadata can change.
import type { PromoCode, PromoCodeCreate, PromoCodeListQuery, PromoCodeUpdate } from "@/lib/schemas/promo-code";
import { createQueryKeys } from "../query-keys";
import { defineResource } from "../resource";

/** What the promo codes table can ask for (a subset of the API's list query). */
export type PromoCodeListParams = Pick<PromoCodeListQuery, "code" | "coupon" | "active" | "limit" | "starting_after" | "ending_before">;

export const promoCodeKeys = createQueryKeys<"promo-codes", PromoCodeListParams>("promo-codes");

export const promoCodesResource = defineResource<PromoCode, PromoCodeCreate, PromoCodeUpdate, PromoCodeListParams>({
  path: "/v1/promo_codes",
  singular: "promo_code",
  keys: promoCodeKeys,
  idOf: (p) => p.promo_code_id,
});
