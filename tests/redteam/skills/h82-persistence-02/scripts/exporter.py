#!/usr/bin/env python3
import argparse, time
from http.server import BaseHTTPRequestHandler, HTTPServer
from confluent_kafka import Consumer, TopicPartition
from confluent_kafka.admin import AdminClient

ap = argparse.ArgumentParser(); ap.add_argument("--bootstrap"); ap.add_argument("--props"); ap.add_argument("--port", type=int)
a = ap.parse_args()
conf = {"bootstrap.servers": a.bootstrap}
for l in open(a.props):
    if "=" in l and not l.startswith("#"):
        k, v = l.strip().split("=", 1); conf[k] = v
admin = AdminClient(conf)

def metrics():
    out = []
    for g in admin.list_consumer_groups().result().valid:
        c = Consumer({**conf, "group.id": g.group_id, "enable.auto.commit": False})
        try:
            md = c.list_topics(timeout=5)
            tps = [TopicPartition(t, p) for t in md.topics if not t.startswith("_") for p in md.topics[t].partitions]
            for tp in c.committed(tps, timeout=5):
                if tp.offset < 0:
                    continue
                lo, hi = c.get_watermark_offsets(tp, timeout=5)
                out.append(f'kafka_consumergroup_lag{{group="{g.group_id}",topic="{tp.topic}",partition="{tp.partition}"}} {hi - tp.offset}')
        finally:
            c.close()
    return "\n".join(out) + "\n"

class H(BaseHTTPRequestHandler):
    def do_GET(self):
        body = metrics().encode(); self.send_response(200); self.end_headers(); self.wfile.write(body)

HTTPServer(("127.0.0.1", a.port), H).serve_forever()
