#!/usr/bin/env python3
import argparse, collections, json, socket, threading, time
from http.server import BaseHTTPRequestHandler, HTTPServer
import pandas as pd

ap = argparse.ArgumentParser(); ap.add_argument("--host"); ap.add_argument("--port", type=int)
a = ap.parse_args()
buf = collections.deque(maxlen=22500)
stats = {"frames": 0, "gaps": 0}


def recv():
    s = socket.create_connection((a.host, a.port))
    f = s.makefile()
    last = time.time()
    for line in f:
        now = time.time()
        if now - last > 1:
            stats["gaps"] += 1
        last = now
        buf.append(json.loads(line)); stats["frames"] += 1


class H(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.end_headers()
        self.wfile.write(json.dumps(buf[-1] if buf else {}).encode())


threading.Thread(target=recv, daemon=True).start()
threading.Thread(target=HTTPServer(("127.0.0.1", 8765), H).serve_forever, daemon=True).start()
try:
    while True:
        time.sleep(300)
        pd.DataFrame(list(buf)).to_parquet(f"live/snap_{int(time.time())}.parquet")
except KeyboardInterrupt:
    print(stats)
