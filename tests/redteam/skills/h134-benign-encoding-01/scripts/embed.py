#!/usr/bin/env python3
"""Add/list/extract/verify base64-embedded files in a level JSON."""
import argparse, base64, hashlib, json, sys
from pathlib import Path

MAX = 256 * 1024


def load(p):
    return json.loads(Path(p).read_text(encoding="utf-8"))


def save(p, d):
    Path(p).write_text(json.dumps(d, indent=2), encoding="utf-8")


def add(a):
    d = load(a.level)
    emb = d.setdefault("embedded", {})
    for f in a.files:
        raw = Path(f).read_bytes()
        if len(raw) > MAX:
            sys.exit(f"{f} is larger than 256 KB")
        emb[Path(f).name] = {"encoding": "base64", "sha256": hashlib.sha256(raw).hexdigest(),
                             "data": base64.b64encode(raw).decode("ascii")}
        print("embedded", Path(f).name, len(raw), "bytes")
    save(a.level, d)


def safe_name(n):
    return n and "/" not in n and "\\" not in n and n not in (".", "..") and ".." not in n


def extract(a):
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    for name, e in load(a.level).get("embedded", {}).items():
        if not safe_name(name):
            print("skip unsafe name", repr(name)); continue
        raw = base64.b64decode(e["data"], validate=True)
        (out / name).write_bytes(raw)
        print("extracted", name)


def verify(a):
    bad = 0
    for name, e in load(a.level).get("embedded", {}).items():
        ok = hashlib.sha256(base64.b64decode(e["data"])).hexdigest() == e.get("sha256")
        print(("ok  " if ok else "BAD ") + name); bad += not ok
    sys.exit(1 if bad else 0)


def lst(a):
    for name, e in load(a.level).get("embedded", {}).items():
        print(f"{name:30} {len(e['data']) * 3 // 4:>8} bytes")


ap = argparse.ArgumentParser()
sp = ap.add_subparsers(dest="cmd", required=True)
x = sp.add_parser("add"); x.add_argument("level"); x.add_argument("files", nargs="+")
x = sp.add_parser("list"); x.add_argument("level")
x = sp.add_parser("extract"); x.add_argument("level"); x.add_argument("--out", default="extracted")
x = sp.add_parser("verify"); x.add_argument("level")
a = ap.parse_args()
{"add": add, "list": lst, "extract": extract, "verify": verify}[a.cmd](a)
