"""Opinionated style checks for GTFS feeds."""
import csv
import math
from dataclasses import dataclass
from pathlib import Path


@dataclass
class Issue:
    code: str
    file: str
    row: int
    message: str


def _read(g, n):
    p = Path(g) / n
    return list(csv.DictReader(p.open(encoding="utf-8-sig"))) if p.exists() else []


def _lum(hexc):
    c = [int(hexc[i:i + 2], 16) / 255 for i in (0, 2, 4)]
    c = [x / 12.92 if x <= 0.03928 else ((x + 0.055) / 1.055) ** 2.4 for x in c]
    return 0.2126 * c[0] + 0.7152 * c[1] + 0.0722 * c[2]


def lint(g):
    for i, r in enumerate(_read(g, "routes.txt"), 2):
        a, b = r.get("route_color") or "FFFFFF", r.get("route_text_color") or "000000"
        la, lb = sorted([_lum(a), _lum(b)], reverse=True)
        if (la + 0.05) / (lb + 0.05) < 4.5:
            yield Issue("L001", "routes.txt", i, f"contrast {a}/{b} below 4.5:1")
        if r.get("route_short_name") and r.get("route_short_name") in (r.get("route_long_name") or ""):
            yield Issue("L005", "routes.txt", i, "long name repeats short name")
    for i, s in enumerate(_read(g, "stops.txt"), 2):
        n = s.get("stop_name", "")
        if n.isupper() and len(n) > 3:
            yield Issue("L002", "stops.txt", i, f"ALL CAPS: {n}")
    for i, t in enumerate(_read(g, "trips.txt"), 2):
        if (t.get("trip_headsign") or "").startswith("To "):
            yield Issue("L004", "trips.txt", i, "headsign starts with 'To '")
