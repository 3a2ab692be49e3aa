#!/usr/bin/env python3
"""Write a copy of a GEDCOM with living people reduced to 'Living /Surname/'."""
import re, sys, datetime
src, dst = sys.argv[1], sys.argv[2]
THIS_YEAR = datetime.date.today().year
records, cur = [], []
for line in open(src, encoding="utf-8"):
    if line.startswith("0 ") and cur:
        records.append(cur); cur = []
    cur.append(line)
if cur: records.append(cur)

def living(rec):
    if not re.match(r"0 @I\d+@ INDI", rec[0]): return False
    text = "".join(rec)
    if "\n1 DEAT" in text or "\n1 BURI" in text: return False
    m = re.search(r"1 BIRT\n(?:2 .*\n)*?2 DATE .*?(\d{4})", text)
    return not m or THIS_YEAR - int(m.group(1)) < 100

import os
os.makedirs(os.path.dirname(dst) or ".", exist_ok=True)
with open(dst, "w", encoding="utf-8") as out:
    for rec in records:
        if living(rec):
            sur = re.search(r"1 NAME .*?/(.*?)/", "".join(rec))
            out.write(rec[0]); out.write(f"1 NAME Living /{sur.group(1) if sur else ''}/\n")
            out.writelines(l for l in rec[1:] if l.startswith(("1 FAMC", "1 FAMS", "1 SEX")))
        else:
            out.writelines(rec)
