import os
from opentelemetry import metrics
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader

_enabled = bool(os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"))
if _enabled:
    from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter
    reader = PeriodicExportingMetricReader(OTLPMetricExporter(), export_interval_millis=30000)
    metrics.set_meter_provider(MeterProvider(metric_readers=[reader]))

_m = metrics.get_meter("post-scheduler")
_pub = _m.create_counter("posts_published_total")
_fail = _m.create_counter("posts_failed_total")
_lat = _m.create_histogram("publish_latency_seconds")

def record_publish(platform: str, ok: bool, seconds: float, reason: str = "") -> None:
    if ok:
        _pub.add(1, {"platform": platform})
    else:
        _fail.add(1, {"platform": platform, "reason": reason[:40]})
    _lat.record(seconds, {"platform": platform})
