"use client";

import { useFieldArray, type ArrayPath, type FieldArray, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { Input } from "@/components/ui/input";

type MetadataErrors = {
  message?: string;
  root?: { message?: string };
  [index: number]: { key?: { message?: string } } | undefined;
};

/** Key/value rows of a form's `metadata` field (an array of {key, value}). */
export function MetadataFields<T extends FieldValues, O>({ form }: { form: UseFormReturn<T, unknown, O> }) {
  const { control, register, formState } = form;
  const rows = useFieldArray({ control, name: "metadata" as ArrayPath<T> });
  const errors = (formState.errors as { metadata?: MetadataErrors }).metadata;
  const listError = errors?.root?.message ?? errors?.message;
  return (
    <Card>
      <CardHeader title="Metadata" description="Key-value pairs for your own reference, e.g. an ID in your system. Not shown to customers." />
      <CardContent className="space-y-3">
        {rows.fields.length === 0 && <p className="text-sm text-subtle">No metadata.</p>}
        {rows.fields.map((row, i) => {
          const keyError = errors?.[i]?.key?.message;
          return (
            <div key={row.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-2">
              <div>
                <Input
                  placeholder="Key"
                  aria-label={`Metadata key ${i + 1}`}
                  aria-invalid={keyError ? true : undefined}
                  {...register(`metadata.${i}.key` as Path<T>)}
                />
                {keyError && (
                  <p className="mt-1 text-[13px] text-danger" role="alert">
                    {keyError}
                  </p>
                )}
              </div>
              <Input placeholder="Value" aria-label={`Metadata value ${i + 1}`} {...register(`metadata.${i}.value` as Path<T>)} />
              <Button variant="ghost" size="icon" onClick={() => rows.remove(i)} aria-label={`Remove metadata row ${i + 1}`}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        {listError && (
          <p className="text-[13px] text-danger" role="alert">
            {listError}
          </p>
        )}
        <Button variant="secondary" size="sm" onClick={() => rows.append({ key: "", value: "" } as FieldArray<T, ArrayPath<T>>)}>
          <Plus aria-hidden /> Add metadata
        </Button>
      </CardContent>
    </Card>
  );
}
