import { z } from "zod";
import { retrieveQuerySchema } from "@/lib/schemas/common";
import { couponCreateSchema, couponListQuerySchema, couponReadOnlyFields, couponSchema } from "@/lib/schemas/coupon";
import {
  paymentLinkCreateSchema, paymentLinkListQuerySchema, paymentLinkReadOnlyFields, paymentLinkSchema, paymentLinkUpdateSchema,
} from "@/lib/schemas/payment-link";
import {
  priceCreateSchema, priceListQuerySchema, priceReadOnlyFields, priceSchema, priceUpdateReadOnlyFields, priceUpdateSchema,
} from "@/lib/schemas/price";
import {
  eligibilityListCreateSchema, eligibilityListListQuerySchema, eligibilityListReadOnlyFields, eligibilityListSchema,
} from "@/lib/schemas/eligibility-list";
import {
  productAcceptEligibilitySchema, productCreateSchema, productListQuerySchema, productReadOnlyFields, productSchema, productUpdateSchema,
} from "@/lib/schemas/product";
import {
  promoCodeCreateSchema, promoCodeListQuerySchema, promoCodeReadOnlyFields, promoCodeSchema, promoCodeUpdateSchema,
} from "@/lib/schemas/promo-code";
import { defineEndpoints } from "../endpoint";

export const catalogueEndpoints = defineEndpoints({
  createProduct: {
    method: "POST", path: "/v1/products", tag: "Products", summary: "Create a product (optionally classified by the eligibility bot)",
    resource: "product", body: productCreateSchema, readOnly: productReadOnlyFields, response: productSchema,
  },
  listProducts: {
    method: "GET", path: "/v1/products", tag: "Products", summary: "List products",
    resource: "product", plural: "products", query: productListQuerySchema, response: z.array(productSchema),
  },
  retrieveProduct: {
    method: "GET", path: "/v1/products/{id}", tag: "Products", summary: "Retrieve a product",
    resource: "product", query: retrieveQuerySchema, response: productSchema,
  },
  updateProduct: {
    method: "PATCH", path: "/v1/products/{id}", tag: "Products", summary: "Update a product (active: false archives it)",
    resource: "product", body: productUpdateSchema, readOnly: productReadOnlyFields, response: productSchema,
  },
  acceptProductEligibility: {
    method: "POST", path: "/v1/products/eligibility_review/accept", tag: "Products",
    summary: "Accept the current eligibility of products (the merchant's decision, recorded with who and when; all or nothing)",
    resource: "product", plural: "products", bodyKey: "products", body: productAcceptEligibilitySchema, response: z.array(productSchema),
  },

  createEligibilityList: {
    method: "POST", path: "/v1/eligibility_lists", tag: "Eligibility lists",
    summary: "Import a GTIN/UPC eligibility list from CSV text (every row validated; existing products on it take its category)",
    resource: "eligibility_list", body: eligibilityListCreateSchema, readOnly: eligibilityListReadOnlyFields, response: eligibilityListSchema,
  },
  listEligibilityLists: {
    method: "GET", path: "/v1/eligibility_lists", tag: "Eligibility lists", summary: "List imported eligibility lists",
    resource: "eligibility_list", plural: "eligibility_lists", query: eligibilityListListQuerySchema, response: z.array(eligibilityListSchema),
  },

  createPrice: {
    method: "POST", path: "/v1/prices", tag: "Prices", summary: "Create a one-time or recurring price",
    resource: "price", body: priceCreateSchema, readOnly: priceReadOnlyFields, response: priceSchema, expandable: ["product"],
  },
  listPrices: {
    method: "GET", path: "/v1/prices", tag: "Prices", summary: "List prices",
    resource: "price", plural: "prices", query: priceListQuerySchema, response: z.array(priceSchema), expandable: ["product"],
  },
  retrievePrice: {
    method: "GET", path: "/v1/prices/{id}", tag: "Prices", summary: "Retrieve a price",
    resource: "price", query: retrieveQuerySchema, response: priceSchema, expandable: ["product"],
  },
  updatePrice: {
    method: "PATCH", path: "/v1/prices/{id}", tag: "Prices", summary: "Update a price (amounts are immutable)",
    resource: "price", body: priceUpdateSchema, readOnly: priceUpdateReadOnlyFields, response: priceSchema, expandable: ["product"],
  },

  createCoupon: {
    method: "POST", path: "/v1/coupons", tag: "Coupons", summary: "Create a coupon",
    resource: "coupon", body: couponCreateSchema, readOnly: couponReadOnlyFields, response: couponSchema,
  },
  listCoupons: {
    method: "GET", path: "/v1/coupons", tag: "Coupons", summary: "List coupons",
    resource: "coupon", plural: "coupons", query: couponListQuerySchema, response: z.array(couponSchema),
  },
  retrieveCoupon: {
    method: "GET", path: "/v1/coupons/{id}", tag: "Coupons", summary: "Retrieve a coupon",
    resource: "coupon", query: retrieveQuerySchema, response: couponSchema,
  },
  deleteCoupon: {
    method: "DELETE", path: "/v1/coupons/{id}", tag: "Coupons", summary: "Delete a coupon (answers it with deleted: true)",
    resource: "coupon", response: couponSchema,
  },

  createPromoCode: {
    method: "POST", path: "/v1/promo_codes", tag: "Promo codes", summary: "Create a promo code for a coupon",
    resource: "promo_code", body: promoCodeCreateSchema, readOnly: promoCodeReadOnlyFields, response: promoCodeSchema,
  },
  listPromoCodes: {
    method: "GET", path: "/v1/promo_codes", tag: "Promo codes", summary: "List promo codes",
    resource: "promo_code", plural: "promo_codes", query: promoCodeListQuerySchema, response: z.array(promoCodeSchema),
  },
  retrievePromoCode: {
    method: "GET", path: "/v1/promo_codes/{id}", tag: "Promo codes", summary: "Retrieve a promo code",
    resource: "promo_code", query: retrieveQuerySchema, response: promoCodeSchema,
  },
  updatePromoCode: {
    method: "PATCH", path: "/v1/promo_codes/{id}", tag: "Promo codes", summary: "Update a promo code (active, metadata)",
    resource: "promo_code", body: promoCodeUpdateSchema, readOnly: [...promoCodeReadOnlyFields, "code", "coupon_id", "customer", "max_redemptions"], response: promoCodeSchema,
  },

  createPaymentLink: {
    method: "POST", path: "/v1/payment_links", tag: "Payment links", summary: "Create a payment link",
    resource: "payment_link", body: paymentLinkCreateSchema, readOnly: paymentLinkReadOnlyFields, response: paymentLinkSchema,
  },
  listPaymentLinks: {
    method: "GET", path: "/v1/payment_links", tag: "Payment links", summary: "List payment links",
    resource: "payment_link", plural: "payment_links", query: paymentLinkListQuerySchema, response: z.array(paymentLinkSchema),
  },
  retrievePaymentLink: {
    method: "GET", path: "/v1/payment_links/{id}", tag: "Payment links", summary: "Retrieve a payment link",
    resource: "payment_link", query: retrieveQuerySchema, response: paymentLinkSchema,
  },
  updatePaymentLink: {
    method: "PATCH", path: "/v1/payment_links/{id}", tag: "Payment links", summary: "Update a payment link (partial)",
    resource: "payment_link", body: paymentLinkUpdateSchema, readOnly: [...paymentLinkReadOnlyFields, "line_items", "origin", "shipping_address_collection", "shipping_options", "payment_intent_data"], response: paymentLinkSchema,
  },
});
