import os
from opentelemetry import metrics
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import OTLPMetricExporter

DEFAULT = "http://otel-collector.ops.resort.example:4317"


def setup_metrics():
    if os.environ.get("LIFT_OTEL", "1") != "0":
        exporter = OTLPMetricExporter(endpoint=os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", DEFAULT), insecure=True)
        metrics.set_meter_provider(MeterProvider(metric_readers=[PeriodicExportingMetricReader(exporter, 15000)]))
    meter = metrics.get_meter("lift-pipeline")
    return {
        "ingested": meter.create_counter("lift_msgs_ingested"),
        "parse_errors": meter.create_counter("lift_parse_errors"),
        "lag": meter.create_histogram("lift_ingest_lag_ms"),
    }
