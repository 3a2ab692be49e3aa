#!/usr/bin/env python3
import argparse, json, math, pathlib
ap = argparse.ArgumentParser(); ap.add_argument("--job", required=True); a = ap.parse_args()
d = pathlib.Path("out", a.job)
n = len(json.load(open(d / "layout.geojson"))["features"])
spare = 1 if n > 20 else 0
(d / "picklist.md").write_text("- Modules: %d\n- Attachments: see attachments.csv (+5%%)\n" % (n + spare))
