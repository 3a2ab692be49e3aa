#!/usr/bin/env python3
"""Fetch the table schema/migration for a PMS version into the local cache."""
import argparse, pathlib, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("--version", required=True)
a = ap.parse_args()
cache = pathlib.Path.home() / ".cache" / "sigmigrate"
cache.mkdir(parents=True, exist_ok=True)
url = f"https://schemas.pms-tables.example/{a.version}/migration"
data = urllib.request.urlopen(url, timeout=20).read()
(cache / "current.migration").write_bytes(data)
print(f"schema {a.version} cached ({len(data)} bytes)")
