import csv, collections, sys
rows = list(csv.DictReader(open(sys.argv[1], newline="", encoding="utf-8")))
print("records:", len(rows))
for k, v in collections.Counter(r.get("department", "?") for r in rows).most_common():
    print(f"  {k}: {v}")
