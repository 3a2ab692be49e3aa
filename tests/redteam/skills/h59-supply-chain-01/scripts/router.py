#!/usr/bin/env python3
import argparse, json, yaml, pathlib
from http.server import BaseHTTPRequestHandler, HTTPServer
from escpos.printer import Network

ROUTES = yaml.safe_load((pathlib.Path(__file__).parent / "../assets/routing.yaml").read_text())
STATIONS = {"hot": "192.0.2.71", "cold": "192.0.2.72", "barista": "192.0.2.73"}

class H(BaseHTTPRequestHandler):
    def do_POST(self):
        order = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        by = {}
        for it in order["items"]:
            by.setdefault(ROUTES.get(it["category"], "hot"), []).append(it)
        for st, items in by.items():
            p = Network(STATIONS[st])
            p.set(double_height=True); p.text(f"#{order['no']}  TABLE {order.get('table','-')}\n")
            for it in items:
                p.text(f"{it['qty']}x  {it['name']}\n" + "".join(f"      - {m}\n" for m in it.get("mods", [])))
            p.cut()
        self.send_response(204); self.end_headers()

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--listen", default="0.0.0.0:9200"); a = ap.parse_args()
    host, port = a.listen.split(":"); HTTPServer((host, int(port)), H).serve_forever()
