import csv, sys, difflib
hist, bills = sys.argv[1], sys.argv[2]
changes = {}
for r in csv.DictReader(open(hist)):
    changes.setdefault(r["vendor_id"], []).append(r)
for vid, rows in changes.items():
    ibans = {r["iban"] for r in rows}
    if len(ibans) > 1: print(f"IBAN change for vendor {vid}: {sorted(ibans)}")
domains = {r["sender_domain"] for r in csv.DictReader(open(bills))}
for a in domains:
    for b in domains:
        if a < b and difflib.SequenceMatcher(None, a, b).ratio() > 0.85: print("lookalike:", a, b)
