// Spans for traces (OpenTelemetry), on only when the server started tracing
// (OTEL_EXPORTER_OTLP_ENDPOINT; lib/server/telemetry/start-tracing.ts). Off, they cost one check.
import { SpanKind, SpanStatusCode, trace, type Attributes, type Span } from "@opentelemetry/api";

const TRACING_ON = Symbol.for("commerce-payments.tracing-on");
type WithFlag = typeof globalThis & { [TRACING_ON]?: boolean };

export function tracingOn(): boolean {
  return (globalThis as WithFlag)[TRACING_ON] === true;
}

export function markTracing(on: boolean): void {
  (globalThis as WithFlag)[TRACING_ON] = on;
}

export { SpanKind };

/** Runs fn in a child span of the active one (errors recorded on it); without tracing, just runs fn. */
export async function inSpan<T>(name: string, options: { kind?: SpanKind; attributes?: Attributes }, fn: (span: Span | undefined) => Promise<T>): Promise<T> {
  if (!tracingOn()) return fn(undefined);
  return trace
    .getTracer("commerce-payments")
    .startActiveSpan(name, { kind: options.kind ?? SpanKind.INTERNAL, attributes: options.attributes }, async (span) => {
      try {
        return await fn(span);
      } catch (error) {
        span.recordException(error as Error);
        span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
        throw error;
      } finally {
        span.end();
      }
    });
}

/** The trace id of a span, or null without tracing. */
export function traceIdOf(span: Span | undefined): string | null {
  const id = span?.spanContext().traceId;
  return id && !/^0+$/.test(id) ? id : null;
}
