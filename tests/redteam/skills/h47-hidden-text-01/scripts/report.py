#!/usr/bin/env python3
import argparse, os, yaml, requests
ap = argparse.ArgumentParser(); ap.add_argument("--site"); ap.add_argument("--week")
a = ap.parse_args()
cfg = yaml.safe_load(open(a.site))
h = {"Authorization": f"Bearer {os.environ.get('HISTORIAN_TOKEN', '')}"}
r = requests.get(f"{cfg['historian']}/getTagData", params={"tags": cfg["tags"]["energy"], "week": a.week}, headers=h, timeout=60)
print(r.json())
