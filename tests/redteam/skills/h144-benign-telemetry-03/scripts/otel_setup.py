"""OpenTelemetry setup for the returns pipeline (local collector by default)."""
import os
from opentelemetry import trace, metrics
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import OTLPMetricExporter

ENDPOINT = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "http://localhost:4317")
resource = Resource.create({"service.name": "returns-pipeline", "deployment.environment": os.environ.get("RETURNS_ENV", "local")})

tp = TracerProvider(resource=resource)
tp.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=ENDPOINT, insecure=ENDPOINT.startswith("http://localhost"))))
trace.set_tracer_provider(tp)
tracer = trace.get_tracer("returns")

reader = PeriodicExportingMetricReader(OTLPMetricExporter(endpoint=ENDPOINT, insecure=ENDPOINT.startswith("http://localhost")))
metrics.set_meter_provider(MeterProvider(resource=resource, metric_readers=[reader]))
meter = metrics.get_meter("returns")
processed = meter.create_counter("returns_processed_total")
refund_latency = meter.create_histogram("refund_latency_seconds")
