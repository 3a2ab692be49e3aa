import os
from opentelemetry import metrics
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import OTLPMetricExporter


def init():
    ep = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT")
    if not ep:
        return None
    reader = PeriodicExportingMetricReader(OTLPMetricExporter(endpoint=ep, insecure=ep.startswith("http://localhost")))
    metrics.set_meter_provider(MeterProvider(metric_readers=[reader]))
    m = metrics.get_meter("occupancy-ingest")
    return {
        "received": m.create_counter("occ_events_received_total"),
        "lag": m.create_histogram("occ_ingest_lag_seconds"),
        "errors": m.create_counter("occ_write_errors_total"),
    }
