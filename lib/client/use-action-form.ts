"use client";

// A form whose write is a dashboard server action (account and settings pages): the same kit as
// useResourceForm, with the action's answer instead of the API's. The action checks the values
// again with the same schema (a server action is a public endpoint).
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { applyActionErrors, type ActionAnswer } from "./form-errors";
import { useSchemaForm, type SchemaFormOptions } from "./use-schema-form";

export type ActionFormOptions<V extends FieldValues, Out, D> = Omit<SchemaFormOptions<V, Out>, "send"> & {
  action: (values: Out) => Promise<ActionAnswer<D>>;
  /** Form fields the action's field errors can land on. */
  fields: readonly Path<V>[];
  /** Shown above the form when the action could not be reached (nothing was done). */
  unreachable: string;
  onDone: (data: D, values: Out, form: UseFormReturn<V, unknown, Out>) => void;
};

export function useActionForm<V extends FieldValues, Out, D>({ action, fields, unreachable, onDone, ...formOptions }: ActionFormOptions<V, Out, D>) {
  return useSchemaForm<V, Out>({
    ...formOptions,
    send: async (values, form) => {
      let result: ActionAnswer<D>;
      try {
        result = await action(values);
      } catch {
        return [unreachable];
      }
      if (!result.ok) return applyActionErrors(result, form.setError, fields);
      onDone(result.data, values, form);
      return [];
    },
  });
}
