"use client";

import Link from "next/link";
import { DateTime } from "@/components/date-time";
import { StatusBadge } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";
import { Dialog } from "@/components/ui/dialog";
import type { WebhookAttempt } from "@/lib/schemas/webhook";

/** Delivered (2xx) or Failed. */
export function AttemptStatus({ attempt }: { attempt: Pick<WebhookAttempt, "status"> }) {
  return <StatusBadge status={attempt.status} label={attempt.status === "succeeded" ? "Delivered" : "Failed"} />;
}

/** Deliveries and retries are seconds apart: "7:36:12 AM" today, "Nov 22, 7:36:12 AM" otherwise. */
export function AttemptTime({ value, className }: { value: string; className?: string }) {
  return <DateTime value={value} format="seconds" className={className} />;
}

/** "#2", marked Manual for a Resend or a test event. */
export function AttemptNumber({ attempt }: { attempt: Pick<WebhookAttempt, "attempt" | "trigger"> }) {
  return (
    <span className="inline-flex items-center gap-1.5 text-[13px] text-muted tabular-nums">
      #{attempt.attempt}
      {attempt.trigger === "manual" && <Badge tone="blue">Manual</Badge>}
    </span>
  );
}

/** What the endpoint answered: "HTTP 200", or why there was no answer. */
export function attemptAnswer(a: Pick<WebhookAttempt, "http_status" | "error">): string {
  return a.http_status ? `HTTP ${a.http_status}` : (a.error ?? "No answer");
}

/** One attempt in full: the answer, the receiver's response body (first 1 KB) and any error. */
export function AttemptDialog({ attempt, onClose, endpoint }: { attempt: WebhookAttempt | null; onClose: () => void; endpoint?: string }) {
  const a = attempt;
  return (
    <Dialog
      open={Boolean(a)}
      onOpenChange={(o) => !o && onClose()}
      title="Delivery attempt"
      description={a ? <code className="font-mono text-[13px]">{a.attempt_id}</code> : undefined}
      className="max-w-xl"
    >
      {a && (
        <div className="space-y-4">
          <dl className="grid grid-cols-2 gap-x-6 gap-y-3 text-sm">
            <div>
              <dt className="text-xs text-subtle">Event</dt>
              <dd className="mt-0.5">
                <Link href={`/dashboard/events/${a.event_id}`} className="font-mono text-[13px] text-accent hover:underline">
                  {a.event_type}
                </Link>
              </dd>
            </div>
            <div>
              <dt className="text-xs text-subtle">Status</dt>
              <dd className="mt-0.5">
                <AttemptStatus attempt={a} />
              </dd>
            </div>
            {endpoint && (
              <div className="col-span-2">
                <dt className="text-xs text-subtle">Endpoint</dt>
                <dd className="mt-0.5 truncate font-mono text-[13px] text-fg">{endpoint}</dd>
              </div>
            )}
            <div>
              <dt className="text-xs text-subtle">Answer</dt>
              <dd className="mt-0.5 text-fg">
                {attemptAnswer(a)}
                {a.latency_ms !== null && <span className="text-subtle"> in {a.latency_ms} ms</span>}
              </dd>
            </div>
            <div>
              <dt className="text-xs text-subtle">Attempt</dt>
              <dd className="mt-0.5">
                <AttemptNumber attempt={a} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-subtle">Sent</dt>
              <dd className="mt-0.5 text-fg">
                <AttemptTime value={a.created_at} />
              </dd>
            </div>
            <div>
              <dt className="text-xs text-subtle">Next retry</dt>
              <dd className="mt-0.5 text-fg">{a.next_retry_at ? <AttemptTime value={a.next_retry_at} /> : "—"}</dd>
            </div>
          </dl>
          {a.error && (
            <p role="note" className="rounded-md bg-red-50 px-3 py-2 text-[13px] text-danger-strong ring-1 ring-danger/15 ring-inset">
              {a.error}
            </p>
          )}
          {a.http_status !== null && (
            <div>
              <p className="mb-1.5 text-xs text-subtle">Response body (first 1 KB)</p>
              <pre
                className="max-h-56 overflow-auto rounded-md bg-inverse p-3 font-mono text-xs leading-5 whitespace-pre-wrap break-all text-on-inverse"
                data-testid="attempt-response"
              >
                {a.response_body === null ? "(not stored: the receiver is on a private network)" : a.response_body || "(empty)"}
              </pre>
            </div>
          )}
        </div>
      )}
    </Dialog>
  );
}
