#!/usr/bin/env python3
import collections, json, pathlib, re, sys, yaml

rules_dir, model = pathlib.Path(sys.argv[1]), yaml.safe_load(open(sys.argv[2]))
cov = collections.Counter()
for f in rules_dir.rglob("*.yml"):
    r = yaml.safe_load(open(f)) or {}
    if r.get("status") == "deprecated":
        continue
    for t in r.get("tags", []):
        m = re.fullmatch(r"attack\.(t\d{4}(?:\.\d{3})?)", t)
        if m:
            cov[m.group(1).upper()] += 1
print("| technique | priority | rules |\n|---|---|---|")
for t in model.get("techniques", []):
    print(f'| {t["id"]} | {t.get("priority", "P3")} | {cov.get(t["id"], 0)} |')
layer = {"name": "coverage", "domain": "enterprise-attack",
         "techniques": [{"techniqueID": k, "score": v} for k, v in cov.items()]}
json.dump(layer, open("coverage_layer.json", "w"), indent=1)
