"use client";

import Link from "next/link";
import { DataTableDayInput, DataTableFilterChip, DataTableSearch } from "@/components/data-table";
import { ResourceTable } from "@/components/resource/resource-table";
import { buttonClasses } from "@/components/ui/button";
import { objectPageOf } from "@/lib/client/object-pages";
import { requestLogsResource, type RequestLogListParams, REQUEST_LOGS_PAGE_SIZE } from "@/lib/client/resources/request-logs";
import { REQUEST_LOG_METHODS } from "@/lib/schemas/request-log";
import { requestLogColumns, requestLogHref } from "./request-log-columns";

const STATUS_OPTIONS = [
  { value: "2xx", label: "2xx" },
  { value: "4xx", label: "4xx" },
  { value: "5xx", label: "5xx" },
];
const METHOD_OPTIONS = REQUEST_LOG_METHODS.map((m) => ({ value: m, label: m }));
const SOURCE_OPTIONS = [
  { value: "api_key", label: "API key" },
  { value: "dashboard", label: "Dashboard" },
];

/** The object filter (set by an object's "View requests" link), named by its kind and removable. */
function ObjectChip({ id, onRemove }: { id: string; onRemove: () => void }) {
  const noun = objectPageOf(id)?.noun ?? "object";
  return (
    <DataTableFilterChip label={noun.charAt(0).toUpperCase() + noun.slice(1)} onRemove={onRemove}>
      <code className="font-mono text-xs">{id}</code>
    </DataTableFilterChip>
  );
}

/** Developers → Logs: the current mode's API requests, newest first; `params` come from the URL. */
export function RequestLogsTable({ params }: { params: RequestLogListParams }) {
  return (
    <ResourceTable
      resource={requestLogsResource}
      params={params}
      pageSize={REQUEST_LOGS_PAGE_SIZE}
      columns={requestLogColumns}
      label="Request logs"
      noun={{ one: "request", other: "requests" }}
      rowHref={requestLogHref}
      search={{ key: "path_prefix", placeholder: "Path, e.g. /v1/customers", className: "max-w-60" }}
      filters={[
        // Next to the path search: the two text boxes, then the selects, then the days.
        { key: "request_id", render: (value, set) => <DataTableSearch value={value ?? ""} onChange={set} placeholder="Request ID" className="max-w-40" /> },
        { key: "status_class", label: "Status", options: STATUS_OPTIONS },
        { key: "method", label: "Method", options: METHOD_OPTIONS },
        { key: "source", label: "Source", options: SOURCE_OPTIONS },
        { key: "created_gte", render: (value, set) => <DataTableDayInput label="From" value={value} onChange={set} /> },
        { key: "created_lt", render: (value, set) => <DataTableDayInput label="To" value={value} onChange={set} endOfDay /> },
        { key: "object_id", render: (value, set) => value && <ObjectChip id={value} onRemove={() => set(null)} /> },
      ]}
      resetButton
      empty={{
        title: "No requests yet",
        description: "Every request made with a secret key of this mode appears here, with what was sent and answered; so do the writes made in the dashboard.",
        action: (
          <Link href="/dashboard/developers" className={buttonClasses({ variant: "secondary", size: "sm" })}>
            View API keys
          </Link>
        ),
      }}
      emptyFiltered={{
        title: params.object_id ? "No requests match for this object" : "No requests match these filters",
        description: params.object_id
          ? "Requests appear here once they address or create the object, in the mode it belongs to."
          : "Try another status or path, or a wider date range.",
        clearLabel: "Clear filters",
      }}
    />
  );
}
