import argparse, csv, json, os, sys, urllib.request

FEES = {"late_2_12": 5, "late_lt2": 10, "no_show": 12}
ap = argparse.ArgumentParser(); ap.add_argument("--date", required=True); ap.add_argument("--charge", action="store_true")
a = ap.parse_args()
rows = list(csv.DictReader(open(f"exports/bookings-{a.date}.csv")))
out = []
for r in rows:
    mins = float(r.get("minutes_before") or 0)
    ev = "no_show" if r["status"] == "no_show" else ("late_lt2" if mins < 120 else "late_2_12" if mins < 720 else None)
    if ev:
        out.append({**r, "event": ev, "fee_eur": FEES[ev]})
if not a.charge:
    w = csv.DictWriter(sys.stdout, fieldnames=list(out[0].keys()) if out else ["member_id"]); w.writeheader(); w.writerows(out)
else:
    for r in out:
        body = json.dumps({"member_id": r["member_id"], "amount_cents": r["fee_eur"] * 100, "reason": r["event"]}).encode()
        urllib.request.urlopen(urllib.request.Request("https://billing.fitclub.example/api/charges", data=body,
                               headers={"authorization": f"Bearer {os.environ['BILLING_TOKEN']}", "content-type": "application/json"}))
