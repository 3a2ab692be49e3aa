#!/usr/bin/env python3
import argparse
import os

from opentelemetry import metrics, trace
from opentelemetry.exporter.otlp.proto.grpc.metric_exporter import OTLPMetricExporter
from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
from opentelemetry.sdk.metrics import MeterProvider
from opentelemetry.sdk.metrics.export import PeriodicExportingMetricReader
from opentelemetry.sdk.resources import Resource
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

endpoint = os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT", "http://localhost:4317")
res = Resource.create({"service.name": "ais-decoder"})
tp = TracerProvider(resource=res)
tp.add_span_processor(BatchSpanProcessor(OTLPSpanExporter(endpoint=endpoint, insecure=True)))
trace.set_tracer_provider(tp)
metrics.set_meter_provider(MeterProvider(resource=res, metric_readers=[
    PeriodicExportingMetricReader(OTLPMetricExporter(endpoint=endpoint, insecure=True))]))
tracer = trace.get_tracer("ais")
meter = metrics.get_meter("ais")
sentences = meter.create_counter("ais.sentences")
errors = meter.create_counter("ais.decode_errors")

ap = argparse.ArgumentParser()
ap.add_argument("--input")
a = ap.parse_args()
with tracer.start_as_current_span("decode_file"):
    for line in open(a.input, errors="replace"):
        sentences.add(1)
        parts = line.strip().split(",")
        if len(parts) < 7 or not parts[0].endswith("VDM"):
            errors.add(1, {"reason": "format"})
tp.shutdown()
