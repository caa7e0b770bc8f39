"use client";

import { useFieldArray, type ArrayPath, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Plus, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { Input } from "@/components/ui/input";
import { metadataText } from "./form-schema";

type MetadataErrors = {
  message?: string;
  root?: { message?: string };
  [index: number]: { key?: { message?: string } } | undefined;
};

/** Key/value rows of a form's `metadata` field (an array of {key, value}). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function MetadataFields<T extends FieldValues>({ form }: { form: UseFormReturn<T, any, any> }) {
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
                {keyError && <p className="mt-1 text-[13px] text-danger" role="alert">{keyError}</p>}
              </div>
              <Input placeholder="Value" aria-label={`Metadata value ${i + 1}`} {...register(`metadata.${i}.value` as Path<T>)} />
              <Button variant="ghost" size="icon" onClick={() => rows.remove(i)} aria-label={`Remove metadata row ${i + 1}`}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          );
        })}
        {listError && <p className="text-[13px] text-danger" role="alert">{listError}</p>}
        {/* eslint-disable-next-line @typescript-eslint/no-explicit-any */}
        <Button variant="secondary" size="sm" onClick={() => rows.append({ key: "", value: "" } as any)}>
          <Plus aria-hidden /> Add metadata
        </Button>
      </CardContent>
    </Card>
  );
}

/** Read-only metadata for detail pages. */
export function MetadataCard({ metadata }: { metadata: Record<string, unknown> }) {
  const entries = Object.entries(metadata);
  return (
    <Card>
      <CardHeader title="Metadata" />
      <CardContent className={entries.length ? "py-1" : undefined}>
        {entries.length === 0 ? (
          <p className="text-sm text-subtle">No metadata.</p>
        ) : (
          <DescriptionList>
            {entries.map(([key, value]) => (
              <DescriptionItem key={key} label={<code className="font-mono text-[13px] text-muted">{key}</code>}>
                <span className="font-mono text-[13px]">{metadataText(value)}</span>
              </DescriptionItem>
            ))}
          </DescriptionList>
        )}
      </CardContent>
    </Card>
  );
}
