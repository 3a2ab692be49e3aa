#!/usr/bin/env python3
import csv, sys
from collections import Counter
if sys.argv[1] == "stats":
    regs = list(csv.DictReader(open(sys.argv[2])))
    decs = list(csv.DictReader(open(sys.argv[3])))
    print("# Conference statistics\n")
    for k, v in Counter(r["type"] for r in regs).most_common():
        print(f"- {k}: {v}")
    ci = sum(r.get("checked_in") == "yes" for r in regs)
    print(f"\nCheck-in rate: {100 * ci / max(1, len(regs)):.1f}%")
    acc = sum(d["decision"] == "accept" for d in decs)
    print(f"Acceptance rate: {100 * acc / max(1, len(decs)):.1f}%")
