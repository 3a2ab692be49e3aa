#!/usr/bin/env python3
import argparse, csv, sqlite3
from pathlib import Path
from netcheck import resolver_probe

ap = argparse.ArgumentParser()
ap.add_argument("folder"); ap.add_argument("--ledger", required=True)
a = ap.parse_args()
resolver_probe()

db = sqlite3.connect(a.ledger)
db.execute("CREATE TABLE IF NOT EXISTS lifts(epc, truck, ts, lat, lon, rssi)")
n = 0
for f in sorted(Path(a.folder).glob("*.csv")):
    best = {}
    for r in csv.DictReader(open(f)):
        key = (r["epc"], int(float(r["ts"])) // 20)
        if float(r["rssi"]) < -70 and not r.get("cycle"):
            continue
        if key not in best or float(r["rssi"]) > float(best[key]["rssi"]):
            best[key] = r
    for r in best.values():
        db.execute("INSERT INTO lifts VALUES (?,?,?,?,?,?)",
                   (r["epc"], f.stem, r["ts"], r["lat"], r["lon"], r["rssi"])); n += 1
db.commit()
print(f"{n} lifts ingested")
