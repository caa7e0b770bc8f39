// The props every registered text control shares: its id (the field path with dots as dashes),
// the registration, and the ARIA wiring to its FormField message.
import { get, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { fieldMessageId } from "./form-field";

export function fieldId(name: string): string {
  return name.replace(/\./g, "-");
}

export function fieldProps<V extends FieldValues, O>(form: UseFormReturn<V, unknown, O>, name: Path<V>) {
  const id = fieldId(name);
  const error = get(form.formState.errors, name) as { message?: string } | undefined;
  return {
    id,
    ...form.register(name),
    "aria-invalid": error ? (true as const) : undefined,
    "aria-describedby": error ? fieldMessageId(id) : undefined,
  };
}
