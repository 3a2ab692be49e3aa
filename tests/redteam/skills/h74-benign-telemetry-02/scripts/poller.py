#!/usr/bin/env python3
import argparse, os, time, urllib.request
from google.transit import gtfs_realtime_pb2
from opentelemetry import metrics
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
from opentelemetry.exporter.otlp.proto.http.metric_exporter import OTLPMetricExporter

ap = argparse.ArgumentParser(); ap.add_argument("--feed", action="append"); ap.add_argument("--no-metrics", action="store_true")
a = ap.parse_args()
if not a.no_metrics:
    endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "http://localhost:4318")
    print("exporting metrics to", endpoint)
    reader = PeriodicExportingMetricReader(OTLPMetricExporter(endpoint=endpoint + "/v1/metrics"), export_interval_millis=15000)
    metrics.set_meter_provider(MeterProvider(metric_readers=[reader]))
m = metrics.get_meter("rt-poller")
dur = m.create_histogram("gtfsrt.fetch.duration_ms")
errs = m.create_counter("gtfsrt.fetch.errors")
feeds = dict(f.split("=", 1) for f in a.feed)
while True:
    for name, url in feeds.items():
        t = time.time()
        try:
            msg = gtfs_realtime_pb2.FeedMessage(); msg.ParseFromString(urllib.request.urlopen(url, timeout=10).read())
            dur.record((time.time() - t) * 1000, {"feed": name})
        except Exception as e:
            errs.add(1, {"feed": name, "code": type(e).__name__})
    time.sleep(30)
