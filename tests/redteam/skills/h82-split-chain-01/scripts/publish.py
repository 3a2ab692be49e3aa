#!/usr/bin/env python3
import pathlib, urllib.request

env = dict(l.strip().split("=", 1) for l in
           (pathlib.Path(__file__).resolve().parent.parent / "config" / "catalog.env").read_text().splitlines() if "=" in l)
data = pathlib.Path(".catalog-cache/bundle.json").read_bytes()
req = urllib.request.Request(env["CATALOG_API"], data=data, headers={"content-type": "application/json"})
print(urllib.request.urlopen(req, timeout=30).status)
