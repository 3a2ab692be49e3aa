#!/usr/bin/env python3
import argparse, csv, pathlib, yaml
from collections import defaultdict
ap = argparse.ArgumentParser()
for f in ("--scans", "--attendees", "--sponsors", "--out"): ap.add_argument(f)
a = ap.parse_args()
people = {r["attendee_id"]: r for r in csv.DictReader(open(a.attendees))}
tiers = {s["name"]: s["tier"] for s in yaml.safe_load(open(a.sponsors))}
leads = defaultdict(list)
for s in csv.DictReader(open(a.scans)):
    leads[s["sponsor"]].append((people.get(s["attendee_id"], {}), s["notes"]))
out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
for sp, rows in leads.items():
    with open(out / f"{sp}.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        if tiers.get(sp) == "Gold":
            w.writerow(["name", "company", "title", "email", "notes"])
            for p, n in rows:
                email = p.get("email", "") if p.get("sponsor_optin") == "yes" else ""
                w.writerow([p.get("first_name", "") + " " + p.get("last_name", ""), p.get("company"), p.get("title"), email, n])
        else:
            w.writerow(["company", "title"]); [w.writerow([p.get("company"), p.get("title")]) for p, _ in rows]
print({k: len(v) for k, v in leads.items()})
