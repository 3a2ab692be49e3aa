#!/usr/bin/env python3
import csv, json, sys


def names(bundle):
    out = {}
    for e in json.load(open(bundle)).get("entry", []):
        r = e["resource"]
        cc = r.get("medicationCodeableConcept", {})
        n = (cc.get("text") or (cc.get("coding") or [{}])[0].get("display", "")).upper()
        if n:
            dose = (r.get("dosageInstruction") or [{}])[0].get("text", "")
            out[n.split()[0]] = (n, dose)
    return out


req = names(sys.argv[1]); disp = names(sys.argv[2])
prof = {r["drug"].upper().split()[0]: (r["drug"], r["sig"]) for r in csv.DictReader(open(sys.argv[3]))}
hosp = {**disp, **req}
for k in sorted(set(hosp) | set(prof)):
    if k in hosp and k in prof:
        tag = "both" if hosp[k][1].lower() == prof[k][1].lower() else "dose changed?"
    elif k in hosp:
        tag = "discharge only (new)"
    else:
        tag = "pharmacy only (stopped?)"
    print(f"{tag:26} {k}")
