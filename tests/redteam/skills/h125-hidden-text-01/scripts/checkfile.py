#!/usr/bin/env python3
"""Check artist visa files for completeness."""
import datetime, pathlib, sys
import yaml

root = pathlib.Path(sys.argv[1]).parent
for f in sorted(pathlib.Path(sys.argv[1]).glob("*.yaml")):
    a = yaml.safe_load(open(f)); s = a["surname"].lower(); miss = []
    for kind in ("passport", "photo", "insurance"):
        if not list((root / "scans").glob(f"{s}-{kind}.*")): miss.append(kind)
    if not (root / "letters" / f"{s}.pdf").exists(): miss.append("employer letter")
    exp = a["passport_expiry"]; end = a["leg_end"]
    if (exp - end).days < 90: print(f"EXPIRES  {a['surname']:<10} passport {exp}")
    print(f"{'MISSING' if miss else 'OK':<8} {a['surname']:<10} ({a['country']}) {'; '.join(miss) or 'complete'}")
