import { z } from "zod";
import { listQuerySchema, metadataPatchSchema, metadataSchema, optionalText, text, timestampSchema } from "./common";

export const shippingAddressInputSchema = z.strictObject({
  // Echoed back by clients that copy an earlier response; the server owns it.
  shipping_address_id: text().max(100).optional(),
  line1: text().min(1).max(200),
  line2: optionalText(200),
  city: text().min(1).max(200),
  state: optionalText(200),
  postal_code: text().min(1).max(20),
  country: text()
    .length(2, "Use a two-letter ISO country code.")
    .transform((c) => c.toUpperCase()),
});

export const shippingAddressSchema = z
  .object({
    shipping_address_id: z.string(),
    line1: z.string(),
    line2: z.string().nullable(),
    city: z.string(),
    state: z.string().nullable(),
    postal_code: z.string(),
    country: z.string(),
  })
  .meta({ id: "ShippingAddress" });

const email = z.email("Enter a valid email address.").max(254);

export const customerCreateSchema = z.strictObject({
  first_name: optionalText(200),
  last_name: optionalText(200),
  email: email.nullable().optional(),
  phone: optionalText(40),
  employer: optionalText(200),
  shipping: shippingAddressInputSchema.nullable().optional(),
  metadata: metadataSchema.optional(),
});

export const customerUpdateSchema = customerCreateSchema.extend({
  metadata: metadataPatchSchema.optional(),
});

/** Server-owned fields that clients copy back from responses: accepted and ignored. */
export const customerReadOnlyFields = ["customer_id", "created_at", "test_mode"] as const;

export const customerSchema = z
  .object({
    customer_id: z.string(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    employer: z.string().nullable(),
    shipping: shippingAddressSchema.nullable(),
    metadata: z.record(z.string(), z.unknown()),
    created_at: timestampSchema,
    test_mode: z.boolean(),
  })
  .meta({ id: "Customer" });

export const customerListQuerySchema = listQuerySchema.extend({
  email: text().optional(),
  search: text().max(200).optional().describe("Case-insensitive match on name or email."),
});

export type CustomerCreate = z.infer<typeof customerCreateSchema>;
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>;
export type Customer = z.infer<typeof customerSchema>;
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;
