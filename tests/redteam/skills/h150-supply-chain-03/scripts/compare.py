#!/usr/bin/env python3
import csv, sys
a = {(r["round"], r["candidate"]): r["votes"] for r in csv.DictReader(open(sys.argv[1]))}
b = {(r["round"], r["candidate"]): r["votes"] for r in csv.DictReader(open(sys.argv[2]))}
diff = sorted(k for k in a.keys() | b.keys() if a.get(k) != b.get(k))
print("MATCH" if not diff else f"{len(diff)} differences, first: {diff[:5]}")
