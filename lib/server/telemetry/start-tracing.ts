import "server-only";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { IORedisInstrumentation } from "@opentelemetry/instrumentation-ioredis";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { BatchSpanProcessor, NodeTracerProvider, SimpleSpanProcessor, type SpanExporter } from "@opentelemetry/sdk-trace-node";
import { ATTR_SERVICE_NAME } from "@opentelemetry/semantic-conventions";
import { markTracing } from "@/lib/telemetry/spans";

/**
 * Traces with OpenTelemetry: a span per /v1 request (handle.ts) with child spans for the service
 * call, SQL (pg's instrumentation; PGlite's queries by the worker client), Redis (ioredis) and
 * outbound webhook and processor calls. Exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT
 * (the exporter reads the standard OTEL_* variables); tests pass their own exporter.
 */
export function startTracing(options: { exporter?: SpanExporter } = {}): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: process.env.OTEL_SERVICE_NAME || "commerce-payments" }),
    spanProcessors: [options.exporter ? new SimpleSpanProcessor(options.exporter) : new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  provider.register();
  registerInstrumentations({ instrumentations: [new PgInstrumentation(), new IORedisInstrumentation()] });
  markTracing(true);
  return provider;
}
