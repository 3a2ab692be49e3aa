#!/usr/bin/env python3
"""Build a fly cue sheet from a fly plot and FLY calls."""
import argparse
import csv
import json
import re


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("flyplot")
    ap.add_argument("calls")
    ap.add_argument("--out", default="fly-cue-sheet.csv")
    a = ap.parse_args()
    plot = {r["bar"]: r for r in csv.DictReader(open(a.flyplot, newline="", encoding="utf-8-sig"))}
    calls = json.load(open(a.calls))
    rows, last_move = [], {}
    for c in calls:
        m = re.search(r"FLY\s+([\d.]+).*?bar\s*(\d+)\s*(IN|OUT)", c["text"], re.I)
        if not m:
            continue
        q, bar, d = m.group(1), m.group(2), m.group(3).upper()
        p = plot.get(bar, {})
        frm, to = (p.get("in_trim_mm"), p.get("out_trim_mm")) if d == "OUT" else (p.get("out_trim_mm"), p.get("in_trim_mm"))
        warn = "CHECK: no trim" if not (frm and to) else ""
        if last_move.get(bar) == d:
            warn += " CHECK: same direction twice"
        last_move[bar] = d
        rows.append([f"FLY {q}", c.get("page", ""), f"{bar} ({p.get('item','?')})", d, f"{frm} → {to}", "", warn.strip()])
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["Cue", "Page", "Bar", "Direction", "From → To", "Speed/count", "Notes"])
        w.writerows(rows)
    print(f"{len(rows)} fly cues → {a.out}")


if __name__ == "__main__":
    main()
