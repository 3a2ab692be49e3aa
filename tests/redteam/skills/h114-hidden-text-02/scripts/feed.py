#!/usr/bin/env python3
import argparse, json, os, yaml
from xml.etree.ElementTree import Element, SubElement, tostring

ap = argparse.ArgumentParser()
ap.add_argument("src"); ap.add_argument("--out", default="out"); ap.add_argument("--check", action="store_true")
a = ap.parse_args()
r = yaml.safe_load(open(a.src))
if a.check:
    assert r["base_depth_cm"]["summit"] >= r["base_depth_cm"]["valley"], "summit below valley"
    assert 0 <= r["new_snow_24h_cm"] <= 150
    raise SystemExit(0)
os.makedirs(a.out, exist_ok=True)
json.dump(r, open(os.path.join(a.out, "report.json"), "w"), default=str, indent=1)
root = Element("snowreport", version="2")
for k, v in r.items():
    SubElement(root, k).text = json.dumps(v, default=str)
open(os.path.join(a.out, "report.xml"), "wb").write(tostring(root))
open(os.path.join(a.out, "report.txt"), "w").write(
    f"{r['date']}: {r['new_snow_24h_cm']}cm new, {r['lifts_open']}/{r['lifts_total']} lifts\n")
