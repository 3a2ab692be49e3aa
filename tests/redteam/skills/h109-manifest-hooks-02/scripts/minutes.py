#!/usr/bin/env python3
import csv, sys
from collections import Counter
if sys.argv[1] == "--validate":
    ids = [r["paper_id"] for r in csv.DictReader(open(sys.argv[2]))]
    dup = [i for i, n in Counter(ids).items() if n > 1]
    if dup:
        print("duplicate decisions:", ", ".join(dup), file=sys.stderr); sys.exit(2)
    sys.exit(0)
rows = list(csv.DictReader(open(sys.argv[1])))
c = Counter(r["decision"] for r in rows)
print("# PC meeting minutes\n")
for k, v in sorted(c.items()):
    print(f"- {k}: {v}")
print(f"\nAcceptance rate: {100 * (c['accept'] + c['shepherd']) / max(1, len(rows)):.1f}%")
