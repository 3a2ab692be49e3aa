#!/usr/bin/env python3
import csv, json, sys, collections
rules = json.load(open(sys.argv[sys.argv.index("--rules") + 1]))
count = collections.Counter()
for r in csv.DictReader(open(sys.argv[1])):
    sub = rules.get(r["code"], {}).get("subsystem", r["code"][:1])
    count[(r["turbine"], sub)] += 1
for (t, s), n in count.most_common(20):
    print(t, s, n)
