#!/usr/bin/env python3
"""Build VFX pull lists from a CMX3600 EDL."""
import argparse
import csv
import pathlib
import re

EV = re.compile(r"^(\d{3,6})\s+(\S+)\s+(V\S*)\s+(\S+)\s+(?:\d{3}\s+)?(\S+)\s+(\S+)\s+(\S+)\s+(\S+)")


def f(tc, fps):
    h, m, s, fr = (int(x) for x in tc.split(":"))
    return ((h * 60 + m) * 60 + s) * fps + fr


def t(n, fps):
    return f"{n // (fps * 3600):02d}:{n // (fps * 60) % 60:02d}:{n // fps % 60:02d}:{n % fps:02d}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("edl")
    ap.add_argument("--handles", type=int, default=8)
    ap.add_argument("--fps", type=int, default=24)
    ap.add_argument("--out", default="pulls")
    ap.add_argument("--show", default="SHOW")
    a = ap.parse_args()
    rows, shot = [], None
    for line in pathlib.Path(a.edl).read_text().splitlines():
        m = EV.match(line)
        if m:
            shot = {"event": m.group(1), "reel": m.group(2), "src_in": f(m.group(5), a.fps) - a.handles,
                    "src_out": f(m.group(6), a.fps) + a.handles, "retime": "", "shot": ""}
            rows.append(shot)
        elif shot and "LOC:" in line and "VFX_" in line:
            shot["shot"] = line.split("VFX_")[1].split()[0]
        elif shot and line.startswith("M2"):
            shot["retime"] = line.split()[2]
    rows = [r for r in rows if r["shot"]]
    out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
    with open(out / f"{a.show}_VFX_pull.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["shot", "reel", "src_in", "src_out", "handles", "retime"])
        for r in rows:
            w.writerow([r["shot"], r["reel"], t(max(r["src_in"], 0), a.fps), t(r["src_out"], a.fps), a.handles, r["retime"]])
    print(f"{len(rows)} VFX shots written")


if __name__ == "__main__":
    main()
