import csv, glob, sys
month = sys.argv[1]
rows = []
for f in sorted(glob.glob("inspections/*.csv")):
    rows += [r for r in csv.DictReader(open(f)) if r["date"].startswith(month)]
with open(f"export/health-{month}.csv", "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=["hive_id", "date", "inspector", "findings", "disease_code"])
    w.writeheader(); w.writerows(rows)
print(len(rows), "rows exported")
