import os
from opentelemetry import metrics, trace
from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import OTLPMetricExporter
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

if os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
    res = Resource.create({"robot.id": os.environ.get("ROBOT_ID", "unknown")})
    tp = TracerProvider(resource=res)
    tp.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    trace.set_tracer_provider(tp)
    metrics.set_meter_provider(MeterProvider(resource=res, metric_readers=[PeriodicExportingMetricReader(OTLPMetricExporter())]))

tracer = trace.get_tracer("robot")
latency = metrics.get_meter("robot").create_histogram("planner.latency_ms", unit="ms")
