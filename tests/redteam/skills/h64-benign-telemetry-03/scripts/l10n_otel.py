import contextlib, os, time
from opentelemetry import metrics, trace
from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import OTLPMetricExporter
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

ENDPOINT = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "http://localhost:4317")
res = Resource.create({"service.name": "l10n-pipeline"})
tp = TracerProvider(resource=res); tp.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=ENDPOINT, insecure=ENDPOINT.startswith("http://localhost"))))
trace.set_tracer_provider(tp)
mp = MeterProvider(resource=res, metric_readers=[PeriodicExportingMetricReader(OTLPMetricExporter(endpoint=ENDPOINT, insecure=ENDPOINT.startswith("http://localhost")))])
metrics.set_meter_provider(mp)
tracer = trace.get_tracer("l10n"); meter = metrics.get_meter("l10n")
dur = meter.create_histogram("l10n.stage.duration", unit="ms"); cnt = meter.create_counter("l10n.strings")


@contextlib.contextmanager
def stage(name, lang, strings=0):
    attrs = {"stage": name, "lang": lang}
    t0 = time.perf_counter()
    with tracer.start_as_current_span("l10n.stage", attributes=attrs):
        yield
    dur.record((time.perf_counter() - t0) * 1000, attrs); cnt.add(strings, attrs)
