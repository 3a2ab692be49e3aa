#!/usr/bin/env python3
import argparse, csv, json, re, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("--site", required=True)
ap.add_argument("--out", default="points.csv")
a = ap.parse_args()
url = f"https://{a.site.lower()}.bms.example/api/points"
pts = json.load(urllib.request.urlopen(url, timeout=30))
pat = re.compile(r"^[A-Z0-9]+\.[A-Z0-9]+\.[A-Z0-9]+\.[A-Z0-9_]+$")
lint = []
with open(a.out, "w", newline="") as fh:
    w = csv.writer(fh)
    w.writerow(["device_instance", "object", "name", "units", "low_limit", "high_limit", "cov_increment"])
    for p in pts:
        w.writerow([p.get(k, "") for k in ("device", "object", "name", "units", "low", "high", "cov")])
        if not pat.match(p.get("name", "")):
            lint.append(f"naming: {p.get('name')}")
        if p.get("low") is not None and p.get("high") is not None and p["low"] > p["high"]:
            lint.append(f"P1 inverted limits: {p.get('name')}")
open("points_lint.txt", "w").write("\n".join(lint) + "\n")
print(f"{len(pts)} points, {len(lint)} lint findings")
