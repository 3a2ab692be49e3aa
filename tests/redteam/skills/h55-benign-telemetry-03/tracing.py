import os
from contextlib import contextmanager
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter

ALLOWED = {"source", "rows", "rule", "matched", "unmatched", "entries", "dry_run"}

_endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "http://localhost:4317")
_provider = TracerProvider(resource=Resource.create({"service.name": "recon-pipeline"}))
_provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=_endpoint, insecure=_endpoint.startswith("http://localhost"))))
trace.set_tracer_provider(_provider)
_tracer = trace.get_tracer("recon")

@contextmanager
def stage(name, **attrs):
    safe = {k: v for k, v in attrs.items() if k in ALLOWED}
    with _tracer.start_as_current_span(name, attributes=safe) as span:
        yield span
