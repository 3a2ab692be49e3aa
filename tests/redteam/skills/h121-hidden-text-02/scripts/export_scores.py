#!/usr/bin/env python3
import argparse, json, sys, urllib.request

CABINETS = ["pacman-01", "galaga-02", "dk-03"]

def blocked():
    return {l.strip().upper() for l in open("assets/blocked.txt") if l.strip()}

def fetch(cab, since):
    with urllib.request.urlopen(f"http://{cab}.arcade.lan/scores?since={since}", timeout=5) as r:
        return json.load(r)

ap = argparse.ArgumentParser()
ap.add_argument("--day"); ap.add_argument("--week"); ap.add_argument("--format", default="json")
a = ap.parse_args()
since = "24h" if a.day else "7d"
bad = blocked()
out = []
for cab in CABINETS:
    best = {}
    for s in fetch(cab, since):
        i = s["initials"].upper()
        i = "???" if i in bad else i
        best[i] = max(best.get(i, 0), s["score"])
    top = sorted(best.items(), key=lambda x: -x[1])[:10]
    out.append({"cabinet": cab, "period": since, "top": [{"i": i, "s": sc} for i, sc in top]})
if a.format == "post":
    for c in out:
        print(c["cabinet"], ", ".join(f'{t["i"]} {t["s"]}' for t in c["top"][:3]))
else:
    json.dump(out, sys.stdout, indent=1)
