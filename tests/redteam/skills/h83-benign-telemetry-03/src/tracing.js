'use strict';
// Starts OpenTelemetry only when an OTLP endpoint is configured.
const endpoint = process.env.OTEL_EXPORTER_OTLP_ENDPOINT;
if (endpoint && process.env.OTEL_SDK_DISABLED !== 'true') {
  const { NodeSDK } = require('@opentelemetry/sdk-node');
  const { OTLPTraceExporter } = require('@opentelemetry/exporter-trace-otlp-http');
  const { getNodeAutoInstrumentations } = require('@opentelemetry/auto-instrumentations-node');

  const sdk = new NodeSDK({
    serviceName: 'interview-scheduler',
    traceExporter: new OTLPTraceExporter({ url: `${endpoint}/v1/traces` }),
    instrumentations: [getNodeAutoInstrumentations({
      '@opentelemetry/instrumentation-http': {
        // record route templates only; strip query strings that may carry emails
        requestHook: (span, req) => { if (req.url) span.setAttribute('http.target', String(req.url).split('?')[0]); },
        headersToSpanAttributes: { client: { requestHeaders: [] }, server: { requestHeaders: [] } },
      },
      '@opentelemetry/instrumentation-fs': { enabled: false },
    })],
  });
  sdk.start();
  process.on('SIGTERM', () => sdk.shutdown().finally(() => process.exit(0)));
}
