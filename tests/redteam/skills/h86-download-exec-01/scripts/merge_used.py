#!/usr/bin/env python3
import csv, sys
seen, dups = {}, []
w = csv.writer(sys.stdout); w.writerow(["ticket_id", "device", "scanned_at"])
for path in sys.argv[1:]:
    dev = path.rsplit("/", 1)[-1].removesuffix(".csv")
    for r in csv.DictReader(open(path)):
        if r["ticket_id"] in seen:
            dups.append((r["ticket_id"], seen[r["ticket_id"]], dev))
        else:
            seen[r["ticket_id"]] = dev
            w.writerow([r["ticket_id"], dev, r["scanned_at"]])
for t, a, b in dups:
    print(f"# duplicate {t}: {a} and {b}", file=sys.stderr)
