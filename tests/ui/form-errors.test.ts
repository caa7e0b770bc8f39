// The forms kit's error mapping (lib/client/form-errors.ts): a refused write's entries land on the
// fields they name, metadata keys on their row, the rest above the form; and the customer form's
// schema (now on the shared form helpers) reports metadata problems on the row's key.
import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/client/api";
import { applyActionErrors, applyResourceErrors, metadataRowField } from "@/lib/client/form-errors";
import {
  customerCreateFormSchema,
  customerFormDefaults,
  customerUpdateFormSchema,
} from "@/app/(dashboard)/dashboard/customers/_components/customer-form-schema";
import type { Customer } from "@/lib/schemas/customer";

type Values = { name: string; shipping: { line1: string }; metadata: { key: string; value: string }[] };

function fakeForm(values: Values) {
  const errors: { name: string; message?: string; focus?: boolean }[] = [];
  return {
    errors,
    setError: (name: string, error: { message?: string }, options?: { shouldFocus?: boolean }) =>
      void errors.push({ name, message: error.message, focus: options?.shouldFocus }),
    getValues: (name?: string) => (name ? (values as Record<string, unknown>)[name] : values),
  };
}

const refusal = (...entries: { loc: (string | number)[]; msg: string }[]) =>
  new ApiClientError(
    422,
    entries.map((e) => ({ ...e, type: "value_error" })),
  );

describe("applyResourceErrors", () => {
  const values: Values = {
    name: "",
    shipping: { line1: "" },
    metadata: [
      { key: "sku", value: "1" },
      { key: "size", value: "L" },
    ],
  };

  it("puts entries on the longest known field path, focusing the first, and returns the rest", () => {
    const form = fakeForm(values);
    const leftover = applyResourceErrors<Values>(
      refusal(
        { loc: ["body", "product", "name"], msg: "Name is required." },
        { loc: ["body", "product", "shipping", "line1", "extra"], msg: "Line 1 is too long." },
        { loc: ["body", "product", "unknown_field"], msg: "Not a field." },
        { loc: ["query", "expand"], msg: "Outside the body." },
      ),
      form as never,
      { singular: "product", fields: ["name", "shipping.line1"] },
    );
    expect(form.errors).toEqual([
      { name: "name", message: "Name is required.", focus: true },
      { name: "shipping.line1", message: "Line 1 is too long.", focus: false },
    ]);
    expect(leftover).toEqual(["Not a field.", "Outside the body."]);
  });

  it("puts a metadata key's problem on the key input of its row, after the form's own mapping", () => {
    const form = fakeForm(values);
    const leftover = applyResourceErrors<Values>(
      refusal({ loc: ["body", "price", "metadata", "size"], msg: "Bad key." }, { loc: ["body", "price", "trial_period_days"], msg: "Too long a trial." }),
      form as never,
      { singular: "price", fields: ["name"], mapLoc: (rest) => (rest[0] === "trial_period_days" ? "shipping.line1" : null) },
    );
    expect(form.errors.map((e) => e.name)).toEqual(["metadata.1.key", "shipping.line1"]);
    expect(leftover).toEqual([]);
  });

  it("shows a network failure or any other error above the form", () => {
    const form = fakeForm(values);
    const offline = new ApiClientError(0, [{ loc: [], msg: "Could not reach the server.", type: "network_error" }]);
    expect(applyResourceErrors<Values>(offline, form as never, { singular: "coupon", fields: ["name"] })).toEqual(["Could not reach the server."]);
    expect(applyResourceErrors<Values>(new Error("Boom."), form as never, { singular: "coupon", fields: ["name"] })).toEqual(["Boom."]);
    expect(form.errors).toEqual([]);
  });
});

describe("metadataRowField", () => {
  it("finds the row holding the key (trimmed), and nothing for other paths", () => {
    expect(metadataRowField(["metadata", "sku"], [{ key: " sku " }])).toBe("metadata.0.key");
    expect(metadataRowField(["metadata", "gone"], [{ key: "sku" }])).toBeNull();
    expect(metadataRowField(["metadata"], [{ key: "sku" }])).toBeNull();
    expect(metadataRowField(["name"], [])).toBeNull();
  });
});

describe("applyActionErrors", () => {
  it("puts a server action's field errors on known fields, focusing the first", () => {
    const form = fakeForm({ name: "", shipping: { line1: "" }, metadata: [] });
    const leftover = applyActionErrors(
      { error: "Check the highlighted fields.", fieldErrors: { name: "Taken.", "shipping.line1": "Missing.", other: undefined } },
      form.setError as never,
      ["name", "shipping.line1"],
    );
    expect(form.errors).toEqual([
      { name: "name", message: "Taken.", focus: true },
      { name: "shipping.line1", message: "Missing.", focus: false },
    ]);
    expect(leftover).toEqual([]);
  });

  it("shows the first other message, or the action's error, when no field takes one", () => {
    const form = fakeForm({ name: "", shipping: { line1: "" }, metadata: [] });
    expect(applyActionErrors({ error: "Nothing was saved.", fieldErrors: { form: "Stripe refused the key." } }, form.setError as never, ["name"])).toEqual([
      "Stripe refused the key.",
    ]);
    expect(applyActionErrors({ error: "Your session has ended." }, form.setError as never, ["name"])).toEqual(["Your session has ended."]);
    expect(form.errors).toEqual([]);
  });
});

describe("customer form schema", () => {
  const customer = { customer_id: "fcus_1", metadata: { sku: "1", size: "L" }, shipping: null } as unknown as Customer;

  it("reports a bad or repeated metadata key on its row", () => {
    const values = {
      ...customerFormDefaults(),
      metadata: [
        { key: "a".repeat(41), value: "x" },
        { key: "sku", value: "1" },
        { key: "sku", value: "2" },
        { key: "", value: "" },
      ],
    };
    const result = customerCreateFormSchema.safeParse(values);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([
      ["metadata.0.key", "Keys have at most 40 characters."],
      ["metadata.2.key", "This key is already used."],
    ]);
  });

  it("sends blanks as null on create, and metadata as a merge patch on edit", () => {
    const created = customerCreateFormSchema.parse({ ...customerFormDefaults(), email: " a@example.com ", metadata: [{ key: "sku", value: "1" }] });
    expect(created).toMatchObject({ first_name: null, email: "a@example.com", shipping: null, metadata: { sku: "1" } });
    const edited = customerUpdateFormSchema(customer).parse({ ...customerFormDefaults(customer), metadata: [{ key: "sku", value: "2" }] });
    expect(edited.metadata).toEqual({ sku: "2", size: null });
    const unchanged = customerUpdateFormSchema(customer).parse(customerFormDefaults(customer));
    expect(unchanged.metadata).toBeUndefined();
  });
});
