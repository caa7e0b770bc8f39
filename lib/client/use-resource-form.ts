"use client";

// The create/edit form of one /v1 resource, next to the list and detail hooks (use-resource.ts):
// one schema, its defaults, the write (POST to create, PATCH to edit; lib/client/api.ts gives
// each user action its Idempotency-Key), the API's refusal mapped onto the fields (the rest above
// the form), a toast, and then the caches refreshed and the saved object's page opened.
import { useRouter } from "next/navigation";
import type { FieldValues, Path } from "react-hook-form";
import { toast } from "sonner";
import { errorMessage } from "./api";
import { applyResourceErrors } from "./form-errors";
import type { ResourceClient } from "./resource";
import { useCreateResource, useUpdateResource } from "./use-resource";
import { useSchemaForm, type SchemaFormOptions } from "./use-schema-form";

export type ResourceFormOptions<T, C, U, P, V extends FieldValues> = Omit<SchemaFormOptions<V, C | U>, "send"> & {
  resource: ResourceClient<T, C, U, P>;
  /** The id of the object edited; absent when creating. */
  editing?: string;
  /** What the toasts call it: "payment link" gives "Payment link created", "Could not update the payment link". */
  noun: string;
  /** Form fields that can take an API error (see applyApiErrors). */
  errorFields: readonly Path<V>[];
  /** API paths the field list cannot express (after ["body", singular]); metadata keys map to their row. */
  mapLoc?: (rest: (string | number)[]) => Path<V> | null;
  /** The success toast's second line. */
  describe?: (saved: T, body: C | U) => string | undefined;
  /** Where to go once saved: the saved object's page. */
  href: (saved: T) => string;
};

export function useResourceForm<T, C, U, P, V extends FieldValues>(options: ResourceFormOptions<T, C, U, P, V>) {
  const { resource, editing, noun, errorFields, mapLoc, describe, href, ...formOptions } = options;
  const router = useRouter();
  const create = useCreateResource(resource);
  const update = useUpdateResource(resource);

  return useSchemaForm<V, C | U>({
    ...formOptions,
    send: async (body, form) => {
      try {
        const saved = editing ? await update.mutateAsync({ id: editing, body: body as U }) : await create.mutateAsync(body as C);
        toast.success(`${capitalize(noun)} ${editing ? "updated" : "created"}`, { description: describe?.(saved, body) });
        router.push(href(saved));
        return [];
      } catch (error) {
        const leftover = applyResourceErrors<V>(error, form, { singular: resource.singular, fields: errorFields, mapLoc });
        toast.error(`Could not ${editing ? "update" : "create"} the ${noun}`, { description: errorMessage(error) });
        return leftover;
      }
    },
  });
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
