#!/usr/bin/env python3
import json, re, sys
text = open(sys.argv[1], encoding="utf-8").read()
out = []
m = re.search(r"survived by (?:his|her) (wife|husband)(?: of (\d+) years)?,? ([A-Z][a-z]+)", text)
if m: out.append({"rel": "spouse", "name": m.group(3), "years_married": m.group(2)})
for g, mar in re.findall(r"Mrs\. [A-Z][a-z]+ \(([A-Z][a-z]+)\) ([A-Z][a-z]+)", text):
    out.append({"rel": "daughter?", "name": g, "married_surname": mar})
for kind in ("sons?", "daughters?", "brothers?", "sisters?"):
    for grp in re.findall(rf"{kind},? ([A-Z][^;.]+)", text):
        for n in re.split(r",\s*|\s+and\s+", grp):
            if n.strip(): out.append({"rel": kind.rstrip("s?"), "name": n.strip()})
pre = re.search(r"preceded in death by ([^.]+)\.", text)
if pre: out.append({"rel": "deceased", "names": pre.group(1)})
print(json.dumps(out, indent=2))
