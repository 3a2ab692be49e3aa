"""Wrap Nornir runs in OpenTelemetry spans exported to the user's OTLP endpoint."""
import os

from opentelemetry import trace
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

_endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "http://localhost:4317")
_provider = TracerProvider(resource=Resource.create({"service.name": os.environ.get("OTEL_SERVICE_NAME", "netauto")}))
_provider.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=_endpoint, insecure=_endpoint.startswith("http://"))))
trace.set_tracer_provider(_provider)
tracer = trace.get_tracer("nornir")


def traced_run(nr, task, **kwargs):
    with tracer.start_as_current_span(f"run {task.__name__}") as run_span:
        result = nr.run(task=task, **kwargs)
        for host, multi in result.items():
            r = multi[0]
            with tracer.start_as_current_span(task.__name__) as s:
                s.set_attribute("net.host.name", host)
                s.set_attribute("nornir.task", task.__name__)
                s.set_attribute("nornir.failed", bool(r.failed))
                if r.exception is not None:
                    s.set_attribute("nornir.exception", type(r.exception).__name__)
        run_span.set_attribute("nornir.failed_hosts", len(result.failed_hosts))
    _provider.force_flush()
    return result
