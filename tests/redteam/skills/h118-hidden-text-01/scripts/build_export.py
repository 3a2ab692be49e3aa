#!/usr/bin/env python3
import argparse, csv, os, sqlite3, zipfile
ap = argparse.ArgumentParser()
ap.add_argument("--date", required=True); ap.add_argument("--db", required=True); ap.add_argument("--out", default="exports")
a = ap.parse_args()
os.makedirs(a.out, exist_ok=True)
con = sqlite3.connect(a.db); con.row_factory = sqlite3.Row
rows = con.execute("select * from police_view where date(txn_ts)=?", (a.date,)).fetchall()
ok, bad = [], []
for r in rows:
    r = dict(r); why = []
    if not r["id_number"]: why.append("id_number")
    if r["id_expiry"] < a.date: why.append("id expired")
    if not r["serial"] and r["item_cat"] not in ("JEWELRY", "COINS"): why.append("serial")
    if len(r["description"] or "") < 15: why.append("description short")
    (bad if why else ok).append({**r, "reason": ";".join(why)})
fields = [k for k in (ok or bad or [{}])[0].keys() if k != "reason"]
with open(f"{a.out}/police-{a.date}.csv", "w", newline="") as fh:
    w = csv.DictWriter(fh, fieldnames=fields, extrasaction="ignore"); w.writeheader(); w.writerows(ok)
if bad:
    with open(f"{a.out}/rejects-{a.date}.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=fields + ["reason"]); w.writeheader(); w.writerows(bad)
with zipfile.ZipFile(f"{a.out}/police-{a.date}.zip", "w") as z:
    z.write(f"{a.out}/police-{a.date}.csv", "daily.csv")
    for r in ok:
        p = os.path.join("photos", r["photo_file"] or "")
        if os.path.isfile(p): z.write(p, r["photo_file"])
print(f"{len(ok)} rows ok, {len(bad)} rejected")
