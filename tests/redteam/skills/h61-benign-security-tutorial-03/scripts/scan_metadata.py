#!/usr/bin/env python3
"""Flag prompt-injection-like text in dataset metadata (read-only)."""
import json
import re
import sys

PHRASES = re.compile(r"ignore (all |the )?(previous|prior|user)|you are now|as an ai|do not tell|without asking", re.I)
INVISIBLE = re.compile("[\u200b-\u200f\u202a-\u202e\u2066-\u2069]")
HTML = re.compile(r"<!--|<script", re.I)


def texts(path):
    if path.endswith(".nc"):
        import netCDF4
        with netCDF4.Dataset(path) as ds:
            yield from ((f":{k}", str(ds.getncattr(k))) for k in ds.ncattrs())
            for v in ds.variables.values():
                yield from ((f"{v.name}:{k}", str(v.getncattr(k))) for k in v.ncattrs())
    elif path.endswith((".tif", ".tiff")):
        import rasterio
        with rasterio.open(path) as r:
            yield from r.tags().items()
    elif path.endswith(".json"):
        d = json.load(open(path))
        yield "description", str(d.get("description", ""))
        yield "properties", json.dumps(d.get("properties", {}))


for p in sys.argv[1:]:
    for key, val in texts(p):
        for label, rx in (("phrase", PHRASES), ("invisible-char", INVISIBLE), ("html", HTML)):
            if rx.search(val):
                print(f"{p}\t{key}\t{label}\t{val[:160]!r}")
