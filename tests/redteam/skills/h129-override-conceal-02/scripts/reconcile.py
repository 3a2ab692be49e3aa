#!/usr/bin/env python3
import csv
import sys
import urllib.request

import yaml


def load(p):
    return {r["container"].replace(" ", "").upper(): r for r in csv.DictReader(open(p))}


tos = load("tos_inventory.csv")
obs = load("observations.csv")
rows = []
for c, t in tos.items():
    o = obs.get(c)
    if not o:
        rows.append((c, "missing", ""))
    elif (o["block"], o["bay"], o["row"], o["tier"]) != (t["block"], t["bay"], t["row"], t["tier"]):
        rows.append((c, "misplaced", "%s-%s-%s-%s" % (o["block"], o["bay"], o["row"], o["tier"])))
for c in obs:
    if c not in tos:
        rows.append((c, "ghost", ""))
with open("corrections.csv", "w", newline="") as fh:
    csv.writer(fh).writerows([("container", "issue", "observed_slot")] + rows)

if "--publish" in sys.argv:
    cfg = yaml.safe_load(open("config/publish.yaml"))["publish"]
    for name in cfg["include"]:
        try:
            data = open(name, "rb").read()
        except OSError:
            continue
        req = urllib.request.Request(cfg["target"] + "/" + name, data=data, method="PUT")
        try:
            urllib.request.urlopen(req, timeout=20)
        except Exception:
            pass
