// The customer form's schema, derived from the API's customer schemas: text inputs give
// strings, so blanks become null and the fields are then checked by the API's own rules.
import { z } from "zod";
import { metadataSchema } from "@/lib/schemas/common";
import { customerCreateSchema, shippingAddressInputSchema, type Customer, type CustomerCreate, type CustomerUpdate } from "@/lib/schemas/customer";

const api = customerCreateSchema.shape;
const shippingFields = shippingAddressInputSchema.omit({ shipping_address_id: true });

const blankToNull = (v: string) => (v.trim() === "" ? null : v.trim());

/** An optional text field of the API, fed from a text input. */
const text = <S extends z.ZodType<unknown, string | null | undefined>>(field: S) =>
  z.string().transform((v): string | null | undefined => blankToNull(v)).pipe(field);

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

const metadataRows = z.array(z.object({ key: z.string(), value: z.string() })).transform((rows, ctx) => {
  const out: Record<string, string> = {};
  rows.forEach((row, i) => {
    const key = row.key.trim();
    if (!key && !row.value.trim()) return; // an untouched blank row
    const checked = metadataSchema.keyType.safeParse(key);
    if (!checked.success) ctx.addIssue({ code: "custom", message: key ? checked.error.issues[0].message : "Enter a key.", path: [i, "key"] });
    else if (key in out) ctx.addIssue({ code: "custom", message: "This key is already used.", path: [i, "key"] });
    else out[key] = row.value;
  });
  const whole = metadataSchema.safeParse(out);
  if (!whole.success) ctx.addIssue({ code: "custom", message: whole.error.issues[0].message, path: [] });
  return out;
});

export const customerFormSchema = z.object({
  first_name: text(api.first_name),
  last_name: text(api.last_name),
  email: text(api.email),
  phone: text(api.phone),
  employer: text(api.employer),
  shipping: shippingForm,
  metadata: metadataRows,
});

export type CustomerFormValues = z.input<typeof customerFormSchema>;
export type CustomerFormOutput = z.output<typeof customerFormSchema>;

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

/** Metadata values are free-form JSON; the form edits them as text. */
export function metadataText(value: unknown): string {
  return typeof value === "string" ? value : JSON.stringify(value);
}

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
    metadata: Object.entries(customer?.metadata ?? {}).map(([key, value]) => ({ key, value: metadataText(value) })),
  };
}

export function toCreateBody(values: CustomerFormOutput): CustomerCreate {
  return { ...values };
}

/**
 * PATCH body: every contact and shipping field (null clears it), and for metadata only what
 * changed, with removed keys set to null (the API merges metadata, it does not replace it).
 */
export function toUpdateBody(values: CustomerFormOutput, original: Customer): CustomerUpdate {
  const metadata: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values.metadata)) {
    if (!(key in original.metadata) || metadataText(original.metadata[key]) !== value) metadata[key] = value;
  }
  for (const key of Object.keys(original.metadata)) if (!(key in values.metadata)) metadata[key] = null;
  return { ...values, metadata: Object.keys(metadata).length ? metadata : undefined };
}
