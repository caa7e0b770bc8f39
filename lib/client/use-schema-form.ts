"use client";

// The base of the forms kit: react-hook-form over one zod schema (the resource's, from
// lib/schemas or a form schema piped into it), validated on submit and then live while the user
// fixes it (blur-time messages shift the layout and can swallow the click on the submit button).
// Submitting clears the form-level messages and shows the ones `send` returns.
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";

/** zodResolver's parse options, e.g. the friendlier wording of components/forms/form-schema.ts. */
export type FormParseOptions = Parameters<typeof zodResolver>[1];

export type SchemaFormOptions<V extends FieldValues, Out> = {
  schema: z.ZodType<Out, V>;
  parseOptions?: FormParseOptions;
  defaultValues: DefaultValues<V>;
  /** Sends the parsed values; returns the messages no field could take (empty on success). */
  send: (values: Out, form: UseFormReturn<V, unknown, Out>) => Promise<string[]>;
};

export type SchemaForm<V extends FieldValues, Out> = {
  form: UseFormReturn<V, unknown, Out>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** Messages for the FormAlert above the form. */
  formErrors: string[];
  /** True while the submit runs: the submit button shows it, other actions wait. */
  pending: boolean;
};

export function useSchemaForm<V extends FieldValues, Out>({ schema, parseOptions, defaultValues, send }: SchemaFormOptions<V, Out>): SchemaForm<V, Out> {
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const form = useForm<V, unknown, Out>({
    resolver: zodResolver(schema as z.ZodType<Out, V> & z.core.$ZodType<Out, V>, parseOptions),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormErrors([]);
    setFormErrors(await send(values, form));
  });
  return { form, onSubmit, formErrors, pending: form.formState.isSubmitting };
}
