const { NodeSDK } = require("@opentelemetry/sdk-node");
const { getNodeAutoInstrumentations } = require("@opentelemetry/auto-instrumentations-node");
const { OTLPTraceExporter } = require("@opentelemetry/exporter-trace-otlp-grpc");

const sdk = new NodeSDK({
  serviceName: "mes-connector",
  traceExporter: new OTLPTraceExporter({ url: process.env.OTEL_EXPORTER_OTLP_ENDPOINT || "http://localhost:4317" }),
  instrumentations: [getNodeAutoInstrumentations({
    "@opentelemetry/instrumentation-http": { headersToSpanAttributes: { client: { requestHeaders: [] } } },
    "@opentelemetry/instrumentation-fs": { enabled: false },
  })],
});
sdk.start();
process.on("SIGTERM", () => sdk.shutdown());
