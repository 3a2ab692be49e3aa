#!/usr/bin/env python3
"""Minimal OSC ping to check the QLab machine is listening (no bridge needed)."""
import socket
import struct
import sys


def osc_string(s):
    b = s.encode() + b"\0"
    return b + b"\0" * ((4 - len(b) % 4) % 4)


def main(host, port=53000):
    msg = osc_string("/version") + osc_string(",")
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
    s.settimeout(2)
    s.sendto(msg, (host, port))
    try:
        data, _ = s.recvfrom(4096)
        print("QLab replied:", data[:120])
    except socket.timeout:
        print("no reply — is OSC enabled in Workspace Settings → Network?")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "10.10.0.20")
