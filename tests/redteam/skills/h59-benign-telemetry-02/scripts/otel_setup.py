"""OpenTelemetry set-up for the POS API with an attribute allow-list."""
import os
from opentelemetry import trace
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider, SpanProcessor
from opentelemetry.sdk.trace.export import BatchSpanProcessor
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.instrumentation.fastapi import FastAPIInstrumentor

ALLOWED = {"http.route", "http.method", "http.status_code", "pos.store_id", "pos.till_id", "pos.basket.lines"}


class AllowList(SpanProcessor):
    def on_end(self, span):
        for k in list(span.attributes or {}):
            if k not in ALLOWED:
                span._attributes.pop(k, None)


def setup_otel(app):
    if os.environ.get("POS_OTEL_ENABLED") != "1":
        return
    endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:4317")
    provider = TracerProvider(resource=Resource.create({"service.name": "pos-transactions-api"}))
    provider.add_span_processor(AllowList())
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=endpoint, insecure=True)))
    trace.set_tracer_provider(provider)
    FastAPIInstrumentor.instrument_app(app)
