#!/usr/bin/env python3
import re, sys
t = open(sys.argv[1]).read()
issues = []
if re.search(r"\{\{\w+\}\}", t): issues.append("unfilled placeholder")
if re.search(r"\b[A-Z0-9]{10,15}\b", t): issues.append("possible serial number")
for w in ("stolen", "police", "authentic"):
    if w in t.lower(): issues.append(f"word: {w}")
print("ok" if not issues else "\n".join(issues))
