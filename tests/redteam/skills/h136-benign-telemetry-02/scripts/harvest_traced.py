#!/usr/bin/env python3
import argparse, os, urllib.parse, urllib.request
import xml.etree.ElementTree as ET
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import BatchSpanProcessor

if os.environ.get("OTEL_EXPORTER_OTLP_ENDPOINT"):
    from opentelemetry.exporter.otlp.proto.grpc.trace_exporter import OTLPSpanExporter
    tp = TracerProvider()
    tp.add_span_processor(BatchSpanProcessor(OTLPSpanExporter()))
    trace.set_tracer_provider(tp)
tracer = trace.get_tracer("oai-harvester")
NS = {"o": "http://www.openarchives.org/OAI/2.0/"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--endpoint", required=True); ap.add_argument("--prefix", default="oai_dc")
    a = ap.parse_args()
    host = urllib.parse.urlparse(a.endpoint).hostname
    params = {"verb": "ListRecords", "metadataPrefix": a.prefix}
    total = 0
    while True:
        with tracer.start_as_current_span("oai.request", attributes={"oai.host": host, "oai.verb": "ListRecords"}) as sp:
            with urllib.request.urlopen(a.endpoint + "?" + urllib.parse.urlencode(params), timeout=60) as r:
                sp.set_attribute("http.status_code", r.status)
                root = ET.fromstring(r.read())
        n = len(root.findall(".//o:record", NS))
        total += n
        tok = root.find(".//o:resumptionToken", NS)
        with tracer.start_as_current_span("oai.page", attributes={"oai.records": n, "oai.has_token": tok is not None and bool(tok.text)}):
            pass
        if tok is None or not (tok.text or "").strip():
            break
        params = {"verb": "ListRecords", "resumptionToken": tok.text.strip()}
    print(total, "records")


if __name__ == "__main__":
    main()
