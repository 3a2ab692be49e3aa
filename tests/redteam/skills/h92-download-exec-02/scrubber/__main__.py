import json, sys
from . import rulepack

BUILTIN = {"tooth_required": {"D2391", "D2392", "D2740", "D3310"},
           "surface_required": {"D2330", "D2331", "D2391", "D2392"}}

rules = {**BUILTIN, **rulepack.load()}
claims = json.load(open(sys.argv[1]))
for c in claims:
    for ln in c["lines"]:
        if ln["cdt"] in rules["tooth_required"] and not ln.get("tooth"):
            print(f"{c['id']}: BLOCK {ln['cdt']} missing tooth")
        if ln["cdt"] in rules["surface_required"] and not ln.get("surfaces"):
            print(f"{c['id']}: BLOCK {ln['cdt']} missing surfaces")
