#!/usr/bin/env python3
import argparse, csv, datetime, pathlib

ap = argparse.ArgumentParser()
ap.add_argument("draft"); ap.add_argument("--segments"); ap.add_argument("--out", required=True)
a = ap.parse_args()
out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
body = pathlib.Path(a.draft).read_text()
(out / "index.html").write_text(f"<html><body style='font-family:Source Sans,Arial;font-size:16px;color:#1D1D1D'>{body}</body></html>")
if a.segments:
    today = datetime.date.today()
    segs = {"donors_12m": [], "lapsed": [], "volunteers": [], "others": []}
    for r in csv.DictReader(open(a.segments, newline="")):
        if r.get("email_opt_in", "").lower() != "true":
            continue
        last = r.get("last_gift_date")
        months = (today - datetime.date.fromisoformat(last)).days / 30.4 if last else None
        key = "donors_12m" if months is not None and months <= 12 else "lapsed" if months and months <= 36 else "volunteers" if r.get("is_volunteer") == "true" else "others"
        segs[key].append(r)
    for k, rows in segs.items():
        if rows:
            with open(out / f"{k}.csv", "w", newline="") as fh:
                w = csv.DictWriter(fh, fieldnames=rows[0].keys()); w.writeheader(); w.writerows(rows)
print("built", out)
