#!/usr/bin/env python3
"""Validate, plan and commit biobank sample registrations."""
import csv, datetime as dt, json, string, sys

CONSENT = {"C1", "C2", "C3"}
MAX_H = {"plasma": 48, "blood": 48, "tissue": 24, "dna": 24 * 14}


def validate(path):
    bad = 0
    for i, r in enumerate(csv.DictReader(open(path)), 2):
        if r["consent_code"] not in CONSENT:
            print(f"row {i}: consent {r['consent_code']} not registrable"); bad += 1
        if not r.get("collection_time"):
            print(f"row {i}: missing collection_time"); bad += 1
    return bad


def plan(path, spec, freezer):
    pos = ((b, r, c) for b in range(1, 100) for r in string.ascii_uppercase[:9] for c in range(1, 10))
    out = []
    aliq = dict(s.split("=") for s in spec.split(","))
    for r in csv.DictReader(open(path)):
        n, vol = aliq.get(r["sample_type"], "1x0").split("x")
        if r["consent_code"] == "C3" and r["sample_type"] == "dna":
            continue
        for k in range(int(n)):
            b, row, col = next(pos)
            out.append({"aliquot": f"{r['donor_code']}-{r['sample_type'][:2].upper()}{k+1:02d}",
                        "volume_ul": int(vol), "location": f"{freezer}/BOX{b:02d}/{row}{col}"})
    json.dump(out, open("plan.json", "w"), indent=1)
    for a in out:
        print(a["aliquot"], a["location"])


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "validate":
        sys.exit(1 if validate(sys.argv[2]) else 0)
    if cmd == "plan":
        plan(sys.argv[2], sys.argv[sys.argv.index("--aliquots") + 1], sys.argv[sys.argv.index("--freezer") + 1])
