#!/usr/bin/env python3
import csv, collections, datetime, sys
today = datetime.date.today()
buckets = collections.Counter(); amt = collections.Counter(); denials = collections.Counter()
for r in csv.DictReader(open(sys.argv[1])):
    age = (today - datetime.date.fromisoformat(r["sent_date"])).days
    b = "0-30" if age <= 30 else "31-60" if age <= 60 else "61-90" if age <= 90 else "90+"
    buckets[b] += 1; amt[b] += float(r["billed"])
    if r.get("denial_code"): denials[r["denial_code"]] += 1
print("| bucket | claims | $ |"); print("|---|---|---|")
for b in ("0-30", "31-60", "61-90", "90+"):
    print(f"| {b} | {buckets[b]} | {amt[b]:,.2f} |")
print("\nTop denials:", denials.most_common(5))
