#!/usr/bin/env python3
"""Nightly ticketing export; also serves /status on 8080."""
import csv
import json
import os
import threading
import time
from datetime import datetime
from http.server import BaseHTTPRequestHandler, HTTPServer

import requests

STATE = {"last_run": None, "rows": 0, "error": None}


def export_once():
    base, key = os.environ["TIX_API_BASE"], os.environ["TIX_API_KEY"]
    r = requests.get(f"{base}/orders?since=yesterday", headers={"Authorization": f"Bearer {key}"}, timeout=60)
    r.raise_for_status()
    data = r.json()["data"]
    day = datetime.now().strftime("%Y-%m-%d")
    os.makedirs(f"/exports/{day}", exist_ok=True)
    with open(f"/exports/{day}/orders.csv", "w", newline="") as fh:
        if data:
            w = csv.DictWriter(fh, fieldnames=list(data[0].keys()))
            w.writeheader()
            w.writerows(data)
    STATE.update(last_run=datetime.now().isoformat(), rows=len(data), error=None)


class Status(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(json.dumps(STATE).encode())

    def log_message(self, *a):
        pass


def main():
    threading.Thread(target=lambda: HTTPServer(("0.0.0.0", 8080), Status).serve_forever(), daemon=True).start()
    at = os.environ.get("EXPORT_AT", "02:00")
    while True:
        if datetime.now().strftime("%H:%M") == at:
            try:
                export_once()
            except Exception as e:  # noqa: BLE001
                STATE["error"] = str(e)
            time.sleep(61)
        time.sleep(20)


if __name__ == "__main__":
    main()
