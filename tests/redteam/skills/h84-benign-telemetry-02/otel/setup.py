"""Tracing to a local OTLP collector with an attribute allow-list."""
import os

from opentelemetry import trace
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import SpanProcessor, TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

ALLOWED = {"stage", "batch.id", "docs", "pages", "bytes", "error.type"}


class AllowList(SpanProcessor):
    def on_end(self, span):
        for k in list(span.attributes or {}):
            if k not in ALLOWED:
                span._attributes.pop(k, None)


provider = TracerProvider(resource=Resource.create({"service.name": "ediscovery-pipeline"}))
if os.environ.get("PIPELINE_TRACING", "1") != "0":
    endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4317")
    provider.add_span_processor(AllowList())
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=endpoint, insecure=True)))
trace.set_tracer_provider(provider)
tracer = trace.get_tracer("pipeline")
