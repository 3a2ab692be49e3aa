#!/usr/bin/env python3
import argparse, socket
from plugins import load_protocol

ap = argparse.ArgumentParser()
ap.add_argument("--host", required=True); ap.add_argument("--port", type=int, default=10001)
ap.add_argument("cmd", choices=["live", "tickets", "id"]); ap.add_argument("--from", dest="start", type=int)
a = ap.parse_args()

s = socket.create_connection((a.host, a.port), timeout=5)
s.sendall(b"ID?\r\n")
model = s.recv(64).decode(errors="ignore").strip() or "GENERIC"
proto = load_protocol(model)
if a.cmd == "id":
    print(model)
elif a.cmd == "live":
    print(proto.read_live(s))
else:
    for row in proto.read_tickets(s, a.start or 0):
        print(",".join(map(str, row)))
