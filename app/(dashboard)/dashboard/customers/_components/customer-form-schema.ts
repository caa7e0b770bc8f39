// The customer form's schema, derived from the API's customer schemas: text inputs give
// strings, so blanks become null and the fields are then checked by the API's own rules.
import { z } from "zod";
import { metadataSchema } from "@/lib/schemas/common";
import { blankToNull, metadataPatch, metadataRowsFrom, metadataRowsSchema, readMetadata } from "@/components/forms/form-schema";
import { customerCreateSchema, shippingAddressInputSchema, type Customer, type CustomerCreate, type CustomerUpdate } from "@/lib/schemas/customer";

const api = customerCreateSchema.shape;
const shippingFields = shippingAddressInputSchema.omit({ shipping_address_id: true });

/** An optional text field of the API, fed from a text input. */
const text = <S extends z.ZodType<unknown, string | null | undefined>>(field: S) =>
  z
    .string()
    .transform((v): string | null | undefined => blankToNull(v))
    .pipe(field);

/** zod's default wording for an empty required string is technical; say "Required." instead. */
function friendly(issue: z.core.$ZodIssue): string {
  return issue.code === "too_small" && issue.origin === "string" && issue.minimum === 1 ? "Required." : issue.message;
}

const shippingForm = z
  .object({
    enabled: z.boolean(),
    line1: z.string(),
    line2: z.string(),
    city: z.string(),
    state: z.string(),
    postal_code: z.string(),
    country: z.string(),
  })
  .transform((v, ctx) => {
    if (!v.enabled) return null;
    const result = shippingFields.safeParse({
      line1: v.line1.trim(),
      line2: blankToNull(v.line2),
      city: v.city.trim(),
      state: blankToNull(v.state),
      postal_code: v.postal_code.trim(),
      country: v.country.trim(),
    });
    if (result.success) return result.data;
    for (const issue of result.error.issues) ctx.addIssue({ code: "custom", message: friendly(issue), path: issue.path });
    return z.NEVER;
  });

/** Metadata rows, checked row by row, then as a whole by the API's metadata schema (at most 50 keys). */
const metadataRows = metadataRowsSchema.transform((rows, ctx): Record<string, unknown> => readMetadata(rows, ctx, [])).pipe(metadataSchema);

const customerFormFields = z.object({
  first_name: text(api.first_name),
  last_name: text(api.last_name),
  email: text(api.email),
  phone: text(api.phone),
  employer: text(api.employer),
  shipping: shippingForm,
  metadata: metadataRows,
});

export type CustomerFormValues = z.input<typeof customerFormFields>;

/** Create: the POST body. */
export const customerCreateFormSchema = customerFormFields.transform((v): CustomerCreate => ({ ...v }));

/**
 * Edit: the PATCH body: every contact and shipping field (null clears it), and metadata as a
 * merge patch against the original (the API merges metadata, it does not replace it).
 */
export function customerUpdateFormSchema(original: Customer) {
  return customerFormFields.transform((v): CustomerUpdate => ({ ...v, metadata: metadataPatch(v.metadata, original.metadata) }));
}

/** Form fields that can show an API error (see applyApiErrors). */
export const CUSTOMER_FORM_FIELDS = [
  "first_name",
  "last_name",
  "email",
  "phone",
  "employer",
  "shipping.line1",
  "shipping.line2",
  "shipping.city",
  "shipping.state",
  "shipping.postal_code",
  "shipping.country",
] as const;

export function customerFormDefaults(customer?: Customer): CustomerFormValues {
  const s = customer?.shipping;
  return {
    first_name: customer?.first_name ?? "",
    last_name: customer?.last_name ?? "",
    email: customer?.email ?? "",
    phone: customer?.phone ?? "",
    employer: customer?.employer ?? "",
    shipping: {
      enabled: Boolean(s),
      line1: s?.line1 ?? "",
      line2: s?.line2 ?? "",
      city: s?.city ?? "",
      state: s?.state ?? "",
      postal_code: s?.postal_code ?? "",
      country: s?.country ?? "US",
    },
    metadata: metadataRowsFrom(customer?.metadata),
  };
}
