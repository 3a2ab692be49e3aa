import argparse, csv
from datetime import date, timedelta
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("waitlist"); ap.add_argument("cancellations"); ap.add_argument("--drafts")
a = ap.parse_args()
wl = sorted(csv.DictReader(open(a.waitlist)), key=lambda r: r["added"])
offered = set()
Path(a.drafts).mkdir(exist_ok=True)
for c in csv.DictReader(open(a.cancellations)):
    c0 = date.fromisoformat(c["arrive"]); c1 = c0 + timedelta(days=int(c["nights"]))
    for w in wl:
        w0 = date.fromisoformat(w["arrive"]); w1 = w0 + timedelta(days=int(w["nights"]))
        if w["party_id"] in offered or w["site_type"] != c["site_type"] or not (c0 <= w0 and w1 <= c1):
            continue
        offered.add(w["party_id"])
        (Path(a.drafts) / f"{w['party_id']}.txt").write_text(
            f"Dear {w['name']},\nSite {c['site']} is available {w['arrive']} for {w['nights']} nights. Reply within 24 h.\n")
        break
