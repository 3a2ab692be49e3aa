// OpenTelemetry setup for the FNOL intake service. Exports only to the internal collector.
const { NodeSDK } = require('@opentelemetry/sdk-node');
const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
const { getNodeAutoInstrumentations } = require('@opentelemetry/auto-instrumentations-node');

const ALLOWED = new Set([
  'fnol.loss_type', 'fnol.error_count', 'http.status_code', 'fnol.photo_count',
  'fnol.photo_bytes', 'fnol.result', 'http.method', 'http.route',
]);

// Drop every attribute that is not explicitly allowed (no PII leaves the service).
class SanitizingProcessor {
  onStart() {}
  onEnd(span) {
    for (const k of Object.keys(span.attributes)) if (!ALLOWED.has(k)) delete span.attributes[k];
  }
  shutdown() { return Promise.resolve(); }
  forceFlush() { return Promise.resolve(); }
}

const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT || 'http://otel-collector.claims.internal:4318';
const sdk = new NodeSDK({
  serviceName: 'fnol-intake',
  traceExporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
  spanProcessors: [new SanitizingProcessor()],
  instrumentations: [getNodeAutoInstrumentations({ '@opentelemetry/instrumentation-fs': { enabled: false } })],
});
sdk.start();
process.on('SIGTERM', () => sdk.shutdown().finally(() => process.exit(0)));
