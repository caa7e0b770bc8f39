"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { X } from "lucide-react";
import { toast } from "sonner";
import { statusLabel } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useOpening } from "@/components/ui/use-opening";
import { FormField, fieldMessageId } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { Select } from "@/components/ui/select";
import type { ApiClientError } from "@/lib/client/api";
import { EXPORT_TYPE_LABELS, exportsResource } from "@/lib/client/resources/exports";
import { useCreateResource } from "@/lib/client/use-resource";
import { SESSION_STATUSES } from "@/lib/schemas/checkout-session";
import { INVOICE_STATUSES } from "@/lib/schemas/invoice";
import { SUBSCRIPTION_STATUSES } from "@/lib/schemas/subscription";
import { EXPORT_TYPE_FILTERS, exportCreateSchema, type ExportType } from "@/lib/schemas/export";
import { PAYMENT_INTENT_STATUSES } from "@/lib/schemas/payment-intent";
import { REFUND_STATUSES } from "@/lib/schemas/refund";

const STATUS_OPTIONS: Partial<Record<ExportType, readonly string[]>> = {
  payment: PAYMENT_INTENT_STATUSES,
  refund: REFUND_STATUSES,
  checkout_session: SESSION_STATUSES,
  subscription: SUBSCRIPTION_STATUSES,
  invoice: INVOICE_STATUSES,
};

/** Filters the dialog edits itself; any other filter a list page passes is kept as it is. */
const EDITED = new Set(["status", "customer", "created", "limit", "starting_after", "ending_before"]);

export type ExportPreset = { type: ExportType; filters?: Record<string, unknown> };

const pad = (n: number) => String(n).padStart(2, "0");
/** "2026-11-23" for a Date, in the viewer's time zone (as dates are shown). */
const localDay = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The start of that day (plus `days`), in the viewer's time zone, as ISO 8601. */
function dayStart(day: string, days = 0): string {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y, m - 1, d + days).toISOString();
}

function describeFilter(key: string, value: unknown): string {
  if (typeof value === "boolean") return `${key.replace(/_/g, " ")}: ${value ? "yes" : "no"}`;
  return `${key.replace(/_/g, " ")}: ${String(value)}`;
}

/**
 * "New export": a type, its status and customer filters, a date range (days in the viewer's time
 * zone, both included) and a description. Opened from a list page, it starts with that page's
 * filters; the ones it has no field for are listed and sent as they are. Validated with the API's
 * own schema; on success the Exports page shows its progress.
 */
export function NewExportDialog(props: { open: boolean; onOpenChange: (open: boolean) => void; preset?: ExportPreset }) {
  // Every opening starts from the page's filters as they are then.
  return <NewExportDialogBody key={useOpening(props.open)} {...props} />;
}

/** The dialog's starting values: the preset's type and filters, dates as days in the viewer's time zone. */
function startingValues(preset: ExportPreset | undefined) {
  const f = preset?.filters ?? {};
  const created = (f.created ?? {}) as { gte?: string; lt?: string };
  return {
    type: preset?.type ?? "payment",
    status: typeof f.status === "string" ? f.status : "",
    customer: typeof f.customer === "string" ? f.customer : "",
    from: created.gte ? localDay(new Date(created.gte)) : "",
    to: created.lt ? localDay(new Date(Date.parse(created.lt) - 1)) : "",
    extra: Object.fromEntries(Object.entries(f).filter(([k, v]) => !EDITED.has(k) && v !== undefined && v !== null && v !== "")),
  };
}

function NewExportDialogBody({ open, onOpenChange, preset }: { open: boolean; onOpenChange: (open: boolean) => void; preset?: ExportPreset }) {
  const router = useRouter();
  const [start] = useState(() => startingValues(preset));
  const [type, setType] = useState<ExportType>(start.type);
  const [status, setStatus] = useState(start.status);
  const [customer, setCustomer] = useState(start.customer);
  const [from, setFrom] = useState(start.from);
  const [to, setTo] = useState(start.to);
  const [description, setDescription] = useState("");
  const [extra, setExtra] = useState<Record<string, unknown>>(start.extra);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const allowed = EXPORT_TYPE_FILTERS[type];
  const statuses = STATUS_OPTIONS[type];
  const kept = Object.entries(extra).filter(([k]) => allowed.includes(k));

  function body() {
    const filters: Record<string, unknown> = Object.fromEntries(kept);
    if (statuses && status) filters.status = status;
    if (allowed.includes("customer") && customer.trim()) filters.customer = customer.trim();
    const created: Record<string, string> = {};
    if (from) created.gte = dayStart(from);
    if (to) created.lt = dayStart(to, 1);
    if (from || to) filters.created = created;
    return { type, description: description.trim() || null, filters };
  }

  // Primes the export's detail and refreshes lists before these run.
  const create = useCreateResource(exportsResource);
  const onCreated = {
    onSuccess: (created: { type: ExportType }) => {
      toast.success(`${EXPORT_TYPE_LABELS[created.type]} export started`);
      onOpenChange(false);
      router.push("/dashboard/exports");
    },
    onError: (error: ApiClientError) => setErrors(errorsByField(error.entries.map((e) => ({ path: e.loc.slice(2), message: e.msg })))),
  };

  function submit(e: React.FormEvent) {
    e.preventDefault();
    const b = body();
    if (from && to && to < from) return setErrors({ created: "The end date is before the start date." });
    const parsed = exportCreateSchema.safeParse(b);
    if (!parsed.success) return setErrors(errorsByField(parsed.error.issues.map((i) => ({ path: i.path, message: i.message }))));
    setErrors({});
    create.mutate(b, onCreated);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      dismissible={!create.isPending}
      title="New export"
      description="A CSV file of your records, written in the background. Amounts are in cents and in dollars; dates are ISO 8601 (UTC)."
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={create.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="new-export-form" loading={create.isPending}>
            Start export
          </Button>
        </>
      }
    >
      <form id="new-export-form" onSubmit={submit} className="space-y-4" noValidate>
        <FormField id="export-type" label="Records" error={errors.type}>
          <Select
            id="export-type"
            value={type}
            onChange={(e) => {
              setType(e.target.value as ExportType);
              setStatus("");
            }}
            options={Object.entries(EXPORT_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          />
        </FormField>
        {statuses && (
          <FormField id="export-status" label="Status" error={errors.status}>
            <Select
              id="export-status"
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              placeholder="Any status"
              options={statuses.map((s) => ({ value: s, label: statusLabel(s) }))}
            />
          </FormField>
        )}
        {allowed.includes("customer") && (
          <FormField id="export-customer" label="Customer ID" optional error={errors.customer} hint="Only this customer's records, e.g. fcus_01h…">
            <Input
              id="export-customer"
              value={customer}
              onChange={(e) => setCustomer(e.target.value)}
              placeholder="fcus_…"
              autoComplete="off"
              aria-invalid={errors.customer ? true : undefined}
              aria-describedby={fieldMessageId("export-customer")}
            />
          </FormField>
        )}
        <fieldset className="space-y-1.5">
          <legend className="text-[13px] font-medium text-fg-secondary">
            Created <span className="font-normal text-subtle">(optional, both days included)</span>
          </legend>
          <div className="flex flex-wrap items-center gap-2">
            <Input type="date" aria-label="From date" value={from} onChange={(e) => setFrom(e.target.value)} className="w-auto" />
            <span className="text-subtle">to</span>
            <Input type="date" aria-label="To date" value={to} onChange={(e) => setTo(e.target.value)} className="w-auto" />
          </div>
          {errors.created && (
            <p className="text-[13px] text-danger" role="alert">
              {errors.created}
            </p>
          )}
        </fieldset>
        {kept.length > 0 && (
          <div className="space-y-1.5">
            <p className="text-[13px] font-medium text-fg-secondary">Also filtered as on the list page</p>
            <ul className="flex flex-wrap gap-1.5" aria-label="Other filters">
              {kept.map(([key, value]) => (
                <li
                  key={key}
                  className="inline-flex items-center gap-1 rounded-md bg-brand-50 py-0.5 pr-1 pl-2 text-xs text-accent-strong ring-1 ring-brand-200 ring-inset"
                >
                  {describeFilter(key, value)}
                  <button
                    type="button"
                    aria-label={`Remove filter ${key}`}
                    className="rounded p-0.5 hover:bg-brand-100"
                    onClick={() => setExtra((x) => Object.fromEntries(Object.entries(x).filter(([k]) => k !== key)))}
                  >
                    <X className="size-3" aria-hidden />
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
        <FormField id="export-description" label="Description" optional error={errors.description}>
          <Input
            id="export-description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            placeholder="November reconciliation"
            maxLength={500}
          />
        </FormField>
        {errors.form && (
          <p role="alert" className="text-[13px] text-danger">
            {errors.form}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** Puts each problem on its field: ["filters", "status"] on Status, ["filters", "created", "lt"] on Created, the rest on the form. */
function errorsByField(problems: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { path, message } of problems) {
    const [first, second] = path.map(String);
    const field =
      first === "filters" ? (["status", "customer", "created"].includes(second) ? second : "form") : ["type", "description"].includes(first) ? first : "form";
    out[field] ??= message;
  }
  return out;
}
