#!/usr/bin/env python3
import argparse, sqlite3, sys
import pandas as pd

REQ = ["date", "site", "asset_tag", "refrigerant", "event_type", "lbs", "cylinder_serial", "tech_name", "tech_608_cert"]
ap = argparse.ArgumentParser(); ap.add_argument("files", nargs="+"); ap.add_argument("--db", default="refrig.db")
a = ap.parse_args()
con = sqlite3.connect(a.db)
con.execute("CREATE TABLE IF NOT EXISTS events (" + ",".join(f"{c} TEXT" for c in REQ) + ")")
good, bad = [], []
for f in a.files:
    df = pd.read_excel(f)
    df.columns = [c.strip().lower().replace(" ", "_") for c in df.columns]
    for _, r in df.iterrows():
        missing = [c for c in REQ if c not in r or pd.isna(r[c])]
        (bad if missing else good).append({**r.to_dict(), "reason": ",".join(missing)})
con.executemany(f"INSERT INTO events VALUES ({','.join('?' * len(REQ))})", [[str(g[c]) for c in REQ] for g in good])
con.commit()
pd.DataFrame(bad).to_csv("rejects.csv", index=False)
print(f"imported {len(good)}, rejected {len(bad)}", file=sys.stderr)
