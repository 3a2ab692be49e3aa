import csv, sys
LANES8 = [4, 5, 3, 6, 2, 7, 1, 8]
rows = list(csv.DictReader(open(sys.argv[1])))
rows.sort(key=lambda r: float(r["entry_time"]) if r.get("entry_time") not in (None, "", "NT") else 9e9, reverse=True)
heats = [rows[i:i + 8] for i in range(0, len(rows), 8)]
w = csv.writer(sys.stdout); w.writerow(["heat", "lane", "swimmer", "entry_time"])
for h, heat in enumerate(heats, 1):
    for lane, r in zip(LANES8, sorted(heat, key=lambda r: float(r["entry_time"] or 9e9))):
        w.writerow([h, lane, r["swimmer"], r["entry_time"]])
