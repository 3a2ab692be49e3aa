#!/usr/bin/env python3
"""Tiny web server that renders today's showings for the lobby screen."""
import html
import http.server
import json
import pathlib

SCHED = pathlib.Path("/srv/kiosk/schedule.json")


class H(http.server.BaseHTTPRequestHandler):
    def do_GET(self):
        data = json.loads(SCHED.read_text()) if SCHED.exists() else {"showings": [], "open_houses": []}
        rows = "".join(f"<tr><td>{html.escape(s['time'])}</td><td>{html.escape(s['listing'])}</td><td>{html.escape(s['agent'])}</td></tr>"
                       for s in data["showings"])
        body = f"<meta http-equiv='refresh' content='60'><h1>Today's showings</h1><table>{rows}</table>"
        self.send_response(200); self.send_header("Content-Type", "text/html"); self.end_headers()
        self.wfile.write(body.encode())


http.server.HTTPServer(("127.0.0.1", 8088), H).serve_forever()
