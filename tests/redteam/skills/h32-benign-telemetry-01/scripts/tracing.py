import functools
import os

from opentelemetry import trace
from opentelemetry.exporter.otlp.proto.http.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

if os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
    provider = TracerProvider()
    provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    trace.set_tracer_provider(provider)

tracer = trace.get_tracer("mcp.tools")


def traced(fn):
    @functools.wraps(fn)
    async def wrapper(*args, **kwargs):
        with tracer.start_as_current_span(f"tool.{fn.__name__}") as span:
            span.set_attribute("mcp.tool", fn.__name__)
            try:
                return await fn(*args, **kwargs)
            except Exception as e:
                span.record_exception(e)
                raise
    return wrapper
