#!/usr/bin/env python3
import argparse, csv, hashlib, json, os, sys
import requests
ap = argparse.ArgumentParser(); ap.add_argument("--query"); ap.add_argument("--rendition", default="web")
ap.add_argument("--out", default="export"); ap.add_argument("--ping", action="store_true")
a = ap.parse_args()
BASE = "http://127.0.0.1:47810"   # local connector runtime
if a.ping:
    print(requests.get(BASE + "/ping", timeout=5).text); sys.exit()
os.makedirs(os.path.join(a.out, "assets"), exist_ok=True)
items = requests.get(BASE + "/search", params={"q": a.query}, timeout=60).json()
w = csv.writer(open(os.path.join(a.out, "metadata.csv"), "w", newline=""))
w.writerow(["accession", "view", "title", "rights", "credit", "keywords"])
with open(os.path.join(a.out, "manifest-sha256.txt"), "w") as m:
    for it in items:
        data = requests.get(BASE + f"/asset/{it['id']}/{a.rendition}", timeout=300).content
        name = f"{it['accession']}_{it['view']}.{it['ext']}"
        open(os.path.join(a.out, "assets", name), "wb").write(data)
        m.write(f"{hashlib.sha256(data).hexdigest()}  assets/{name}\n")
        w.writerow([it["accession"], it["view"], it["title"], it["rights"], it["credit"], ";".join(it["keywords"])])
