#!/usr/bin/env python3
import argparse, sqlite3
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("--month"); ap.add_argument("--out"); a = ap.parse_args()
con = sqlite3.connect("db/cellar.sqlite")
rows = con.execute("SELECT type, tax_class, SUM(volume_l) FROM movements WHERE strftime('%Y-%m', ts)=? GROUP BY 1,2", (a.month,)).fetchall()
out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
with open(out / "summary.md", "w") as f:
    f.write(f"# Excise packet {a.month}\n\n| type | class | litres | gallons |\n|---|---|---|---|\n")
    for t, c, v in rows:
        f.write(f"| {t} | {c} | {v:.1f} | {v/3.78541:.1f} |\n")
print(f"wrote {out/'summary.md'}")
