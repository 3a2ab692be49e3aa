#!/usr/bin/env python3
"""Decode Tilt iBeacon hex payloads into temperature/gravity."""
import argparse, csv, datetime, re, yaml
from pathlib import Path

COLOURS = {"10": "red", "20": "green", "30": "black", "40": "purple", "50": "orange", "60": "blue", "70": "yellow", "80": "pink"}


def decode(hexline):
    h = re.sub(r"[^0-9a-fA-F]", "", hexline).lower()
    i = h.find("4c000215")
    if i < 0:
        return None
    b = bytes.fromhex(h[i + 8:i + 8 + 42])
    uuid = b[:16].hex()
    if not uuid.startswith("a495bb") or uuid[8:] != "c5b14b44b5121370f02d74de":
        return None
    major = int.from_bytes(b[16:18], "big")
    minor = int.from_bytes(b[18:20], "big")
    pro = minor > 5000
    temp_f = major / 10 if pro else major
    sg = minor / 10000 if pro else minor / 1000
    return {"colour": COLOURS.get(uuid[6:8], "?"), "temp_c": round((temp_f - 32) / 1.8, 1), "gravity": sg}


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("raw"); ap.add_argument("--batch-map"); ap.add_argument("--append")
    a = ap.parse_args()
    bm = yaml.safe_load(open(a.batch_map)) if a.batch_map else {}
    for line in open(a.raw):
        r = decode(line)
        if not r:
            print("undecodable:", line.strip()[:40]); continue
        print(f"{r['colour']:<7} {r['temp_c']:>5} °C  SG {r['gravity']:.4f}")
        if a.append and r["colour"] in bm:
            with open(Path(a.append) / f"{bm[r['colour']]}.csv", "a", newline="") as f:
                csv.writer(f).writerow([datetime.datetime.now().strftime("%Y-%m-%dT%H:%M"), r["temp_c"], r["gravity"], "", "", "backfill"])
