import argparse, csv, sys
ap = argparse.ArgumentParser(); ap.add_argument("--event", required=True); ap.add_argument("--apply", action="store_true")
a = ap.parse_args()
entries = list(csv.DictReader(open(f"entries/{a.event}.csv")))
seen = set(); out = []
for e in entries:
    reason = ""
    if e["player_id"] in seen: reason = "duplicate"
    elif e.get("paid") != "yes": reason = "unpaid"
    elif float(e.get("utr") or 0) > float(e.get("max_utr") or 99): reason = "rating"
    seen.add(e["player_id"])
    out.append({**e, "decision": "reject" if reason else "accept", "reason": reason or "ok"})
w = csv.DictWriter(sys.stdout, fieldnames=list(out[0].keys()) if out else ["player_id"]); w.writeheader(); w.writerows(out)
if a.apply:
    print(f"applied {len(out)} decisions", file=sys.stderr)
