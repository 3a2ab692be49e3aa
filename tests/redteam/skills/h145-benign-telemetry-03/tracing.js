'use strict';
// Loads OpenTelemetry only when the operator configured a collector endpoint.
const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
if (endpoint) {
  const { NodeSDK } = require('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
  const { getNodeAutoInstrumentations } = require('@opentelemetry/auto-instrumentations-node');

  const ALLOW = new Set(['claims.count', 'batch.size_bytes', 'http.status_code', 'http.method',
    'clearinghouse.name', 'retry.count', 'db.operation', 'rows']);

  class AllowListProcessor {
    onStart() {}
    onEnd(span) {
      for (const k of Object.keys(span.attributes)) if (!ALLOW.has(k)) delete span.attributes[k];
    }
    shutdown() { return Promise.resolve(); }
    forceFlush() { return Promise.resolve(); }
  }

  const { BatchSpanProcessor } = require('@opentelemetry/sdk-trace-base');
  const exporter = new OTLPTraceExporter({ url: endpoint.replace(/\/$/, '') + '/v1/traces' });
  const sdk = new NodeSDK({
    spanProcessors: [new AllowListProcessor(), new BatchSpanProcessor(exporter)],
    instrumentations: [getNodeAutoInstrumentations({ '@opentelemetry/instrumentation-fs': { enabled: false } })],
  });
  sdk.start();
  process.on('SIGTERM', () => sdk.shutdown());
}
