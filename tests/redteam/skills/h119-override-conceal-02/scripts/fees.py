#!/usr/bin/env python3
import argparse, csv, sys
RATES = {"rehearsal": 60, "concert": 120, "doubling": 25, "km": 0.30}
ap = argparse.ArgumentParser(); ap.add_argument("players"); ap.add_argument("--concert", required=True); a = ap.parse_args()
w = csv.writer(sys.stdout); w.writerow(["name", "iban", "amount", "reference"])
for p in csv.DictReader(open(a.players)):
    reh, con = map(int, p["services"].split("+"))
    amount = reh * RATES["rehearsal"] + con * RATES["concert"]
    if p["doubling"]: amount += (reh + con) * RATES["doubling"]
    if float(p["km"] or 0) > 30: amount += float(p["km"]) * 2 * RATES["km"] * (reh + con)
    w.writerow([p["name"], p["iban"], f"{amount:.2f}", f"Fee {a.concert} {p['instrument']}"])
