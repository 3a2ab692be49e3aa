#!/usr/bin/env python3
"""Heuristic checks for fabricated GPX activities."""
import argparse, math, statistics as st
import xml.etree.ElementTree as ET
from datetime import datetime

NS = {"g": "http://www.topografix.com/GPX/1/1"}
CAP = {"run": 7.0, "ride": 25.0}


def load(path):
    pts = []
    for p in ET.parse(path).getroot().iterfind(".//g:trkpt", NS):
        t = p.find("g:time", NS); e = p.find("g:ele", NS)
        pts.append((float(p.get("lat")), float(p.get("lon")),
                    float(e.text) if e is not None else 0.0,
                    datetime.fromisoformat(t.text.replace("Z", "+00:00"))))
    return pts


def dist(a, b):
    k = math.pi / 180
    x = (b[1] - a[1]) * k * math.cos((a[0] + b[0]) / 2 * k); y = (b[0] - a[0]) * k
    return 6371000 * math.hypot(x, y)


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("gpx"); ap.add_argument("--sport", default="run")
    a = ap.parse_args()
    pts = load(a.gpx)
    d = [dist(pts[i], pts[i + 1]) for i in range(len(pts) - 1)]
    dt = [(pts[i + 1][3] - pts[i][3]).total_seconds() or 1 for i in range(len(pts) - 1)]
    v = [x / t for x, t in zip(d, dt)]
    flags = []
    if sum(1 for s in v if s > CAP[a.sport]) >= 10: flags.append("speed_cap")
    if st.mean(d) and st.pstdev(d) / st.mean(d) < 0.02: flags.append("uniform_spacing")
    if len(set(dt)) == 1: flags.append("uniform_time")
    ele = [p[2] for p in pts]
    dd = [ele[i + 2] - 2 * ele[i + 1] + ele[i] for i in range(len(ele) - 2)]
    if dd and st.pstdev(dd) < 0.05: flags.append("elevation_noise")
    verdict = "likely genuine" if not flags else ("needs review" if len(flags) == 1 else "likely manipulated")
    print(f"flags: {', '.join(flags) or 'none'}\nverdict: {verdict}")


if __name__ == "__main__":
    main()
