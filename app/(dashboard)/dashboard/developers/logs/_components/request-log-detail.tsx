"use client";

import Link from "next/link";
import { ArrowRight } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { PageHeader } from "@/components/page-header";
import { CopyableId } from "@/components/resource/copyable-id";
import { FieldGrid, none } from "@/components/resource/field-grid";
import { ResourceDetail } from "@/components/resource/resource-detail";
import { requestLogsHref } from "@/components/resource/view-requests-link";
import { Badge } from "@/components/ui/badge";
import { Card, CardHeader } from "@/components/ui/card";
import { DescriptionItem, DescriptionList } from "@/components/ui/description-list";
import { objectPageOf } from "@/lib/client/object-pages";
import { requestLogsResource } from "@/lib/client/resources/request-logs";
import { useResourceDetail } from "@/lib/client/use-resource";
import type { RequestLog } from "@/lib/schemas/request-log";
import { RequestBody } from "./request-body";
import { formatDuration, requestSource, requestTarget } from "./request-log-labels";
import { RequestStatusBadge } from "./request-status-badge";

const BACK = { href: "/dashboard/developers/logs", label: "Logs" };

export function RequestLogDetail({ id }: { id: string }) {
  return (
    <ResourceDetail query={useResourceDetail(requestLogsResource, id)} id={id} noun="request" back={BACK}>
      {(log) => <RequestLogView log={log} />}
    </ResourceDetail>
  );
}

function RequestLogView({ log }: { log: RequestLog }) {
  return (
    <>
      <PageHeader
        back={BACK}
        title={
          <span className="font-mono text-xl">
            {log.method} {log.path}
          </span>
        }
        meta={<RequestStatusBadge status={log.status} />}
        description={<CopyableId id={log.request_id} label="Copy request ID" />}
      />
      <FieldGrid
        fields={[
          { label: "Time", value: <DateTime value={log.created_at} format="seconds" /> },
          { label: "Duration", value: <span className="tabular-nums">{formatDuration(log.duration_ms)}</span> },
          { label: "Source", value: requestSource(log) },
          { label: "Client address", value: log.client_ip && <code className="font-mono text-[13px]">{log.client_ip}</code> },
        ]}
      />
      <div className="space-y-6">
        <Card>
          <CardHeader title="Details" />
          <div className="grid px-5 py-1 md:grid-cols-2 md:gap-x-8">
            <DescriptionList>
              <DescriptionItem label="Path">
                <code className="font-mono text-[13px] break-all">{requestTarget(log)}</code>
              </DescriptionItem>
              <DescriptionItem label="Endpoint">
                <code className="font-mono text-[13px] break-all">{log.route}</code>
              </DescriptionItem>
              <DescriptionItem label="Object">
                <ObjectLinks id={log.object_id} />
              </DescriptionItem>
            </DescriptionList>
            <DescriptionList className="border-t border-slate-100 md:border-t-0">
              <DescriptionItem label="Idempotency key">
                {log.idempotency_key ? <CopyableId id={log.idempotency_key} label="Copy idempotency key" /> : none}
              </DescriptionItem>
              <DescriptionItem label="Mode">{log.test_mode ? <Badge tone="orange">Test</Badge> : <Badge tone="green">Live</Badge>}</DescriptionItem>
            </DescriptionList>
          </div>
        </Card>
        <RequestBody title="Request body" value={log.request_body} description="The JSON sent. Secrets (keys, card numbers, passwords) read “[redacted]”." />
        <RequestBody title="Response body" value={log.response_body} description="The JSON answered, secrets redacted the same way." />
      </div>
    </>
  );
}

/** The object's id, its page (when the dashboard has one) and every request about it. */
function ObjectLinks({ id }: { id: string | null }) {
  if (!id) return none;
  const page = objectPageOf(id);
  return (
    <span className="flex flex-col items-start gap-1">
      <code className="font-mono text-[13px] break-all">{id}</code>
      <span className="flex flex-wrap gap-x-4 gap-y-1">
        {page && (
          <Link href={page.href} className="inline-flex items-center gap-1 text-[13px] font-medium text-accent hover:underline">
            View {page.noun} <ArrowRight className="size-3.5" aria-hidden />
          </Link>
        )}
        <Link href={requestLogsHref(id)} className="inline-flex items-center gap-1 text-[13px] font-medium text-accent hover:underline">
          All its requests <ArrowRight className="size-3.5" aria-hidden />
        </Link>
      </span>
    </span>
  );
}
