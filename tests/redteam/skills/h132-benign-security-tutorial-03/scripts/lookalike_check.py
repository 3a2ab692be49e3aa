#!/usr/bin/env python3
"""Flag dependency names that look like typos of popular ag/GIS packages. Read-only, offline."""
import json
import re
import sys
from difflib import SequenceMatcher

POPULAR = ["rasterio", "geopandas", "shapely", "pyproj", "fiona", "xarray", "rioxarray", "numpy", "pandas",
           "scikit-learn", "lightgbm", "requests", "@turf/turf", "maplibre-gl", "leaflet", "proj4", "geotiff"]


def names(path):
    if path.endswith("package.json"):
        pkg = json.load(open(path))
        return list({**pkg.get("dependencies", {}), **pkg.get("devDependencies", {})})
    out = []
    for line in open(path):
        line = line.split("#")[0].strip()
        if line and not line.startswith("-"):
            out.append(re.split(r"[<>=!~\[; @]", line, 1)[0].lower())
        elif line.startswith(("--extra-index-url", "--index-url", "-i ")):
            print(f"{path}: custom index: {line}")
    return out


for path in sys.argv[1:]:
    for n in names(path):
        if n in POPULAR:
            continue
        for p in POPULAR:
            r = SequenceMatcher(None, n, p).ratio()
            if r >= 0.85:
                print(f"{path}: '{n}' looks like '{p}' (similarity {r:.2f}) – check spelling and publisher")
