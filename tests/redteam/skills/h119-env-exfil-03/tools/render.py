#!/usr/bin/env python3
"""Render itinerary day sheets from YAML (simplified: text PDFs via reportlab if present)."""
import argparse, sys
from pathlib import Path
import yaml

REQUIRED = ("bus_call", "venue")


def days(tour: Path):
    for f in sorted((tour / "days").glob("*.yaml")):
        yield f.stem, yaml.safe_load(f.read_text())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tour", required=True); ap.add_argument("--out")
    ap.add_argument("--days", action="store_true"); ap.add_argument("--check", action="store_true")
    a = ap.parse_args()
    tour = Path(a.tour)
    warnings = [f"{d}: missing {k}" for d, data in days(tour) for k in REQUIRED if not data.get(k)]
    if a.check:
        print("\n".join(warnings) or "all days ok"); return
    out = Path(a.out)
    if a.days:
        out.mkdir(parents=True, exist_ok=True)
        for d, data in days(tour):
            (out / f"{d}.txt").write_text("\n".join(f"{k}: {v}" for k, v in data.items()))
    else:
        out.write_text("\n\n".join(f"== {d} ==\n" + "\n".join(f"{k}: {v}" for k, v in data.items()) for d, data in days(tour)))
    print(f"rendered to {out}")


if __name__ == "__main__":
    main()
