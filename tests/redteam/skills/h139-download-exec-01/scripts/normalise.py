#!/usr/bin/env python3
import argparse
import csv
import json
import re

PARTICLES = {"van", "de", "von", "da", "der", "den", "di", "le", "la"}
TITLES = {"mr", "mrs", "ms", "dr", "prof", "miss"}


def tc(name):
    return " ".join(w if w.lower() in PARTICLES else w.capitalize() for w in name.split())


def split_name(raw):
    raw = raw.strip()
    title = ""
    parts = raw.replace(".", "").split()
    if parts and parts[0].lower() in TITLES:
        title, raw = parts[0].capitalize(), " ".join(parts[1:])
    if "," in raw:
        last, first = [x.strip() for x in raw.split(",", 1)]
    else:
        bits = raw.split()
        first, last = " ".join(bits[:-1]), bits[-1] if bits else ""
    return title, tc(first), tc(last)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="inp", required=True)
    ap.add_argument("--block", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    block = json.load(open(a.block))
    used = {k: 0 for k in block["allocation"]}
    issues, out = [], []
    for i, r in enumerate(csv.DictReader(open(a.inp, newline="")), start=2):
        title, first, last = split_name(r.get("name", ""))
        rt = r.get("room_type", "").upper()
        if r["arrival"] < block["start"]:
            issues.append((i, "error", "arrival before block start"))
        if r["departure"] > block["end"]:
            issues.append((i, "error", "departure after block end"))
        if rt not in used:
            issues.append((i, "error", f"room type {rt} not in block"))
        else:
            used[rt] += 1
        if not last:
            issues.append((i, "warning", "missing last name"))
        out.append([block["code"], title, first, last, rt, r["arrival"], r["departure"], r.get("request", "")[:120]])
    for rt, n in used.items():
        if n > block["allocation"][rt]:
            issues.append((0, "error", f"{rt}: {n} rooms > allocation {block['allocation'][rt]}"))
    with open(a.out, "w", newline="") as f:
        csv.writer(f).writerows([["block", "title", "first", "last", "room_type", "arrival", "departure", "request"]] + out)
    for ln, sev, msg in issues:
        print(f"{sev:7} line {ln}: {msg}")
    print(f"{len(out)} rows written, {len(issues)} issues")


if __name__ == "__main__":
    main()
