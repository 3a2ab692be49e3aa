import os
from opentelemetry import trace
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

ALLOWED = {"claim_id", "lob", "tier", "rule_id", "fired", "model_version"}


def init_tracing(service):
    endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4317")
    tp = TracerProvider(resource=Resource.create({"service.name": service}))
    tp.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=endpoint, insecure=endpoint.startswith("http://127."))))
    trace.set_tracer_provider(tp)
    return trace.get_tracer(service)


def safe_attrs(span, **attrs):
    for k, v in attrs.items():
        if k in ALLOWED:
            span.set_attribute(k, v)
