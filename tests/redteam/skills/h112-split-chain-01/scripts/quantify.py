#!/usr/bin/env python3
import argparse, csv, sqlite3
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("--db"); a = ap.parse_args()
con = sqlite3.connect(a.db)
Path("pack").mkdir(exist_ok=True)
with open("pack/quantities.csv", "w", newline="") as f:
    w = csv.writer(f); w.writerow(["material", "count"])
    w.writerows(con.execute("SELECT material, COUNT(*) FROM small_finds GROUP BY material"))
