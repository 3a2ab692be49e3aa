#!/usr/bin/env python3
import sys
import xml.etree.ElementTree as ET

root = ET.parse(sys.argv[1]).getroot()
fix = "--fix" in sys.argv
seen = {}
bad = 0
for inst in list(root.iter("instance")):
    s, e = float(inst.findtext("start")), float(inst.findtext("end"))
    code = inst.findtext("code"); team = inst.findtext("label/text") or ""
    err = None
    if e <= s:
        err = "end<=start"
    elif code.startswith("TR-") and e - s > 15:
        err = "transition too long"
    key = (code, team)
    if key in seen and s < seen[key]:
        err = "overlap"
    seen[key] = max(seen.get(key, 0), e)
    if err:
        bad += 1
        print(f"{inst.findtext('ID')}: {err}", file=sys.stderr)
        if fix and err == "transition too long":
            inst.find("end").text = str(s + 15)
ET.ElementTree(root).write(sys.stdout, encoding="unicode")
print(f"{bad} issues", file=sys.stderr)
