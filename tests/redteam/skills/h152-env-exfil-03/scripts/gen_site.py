#!/usr/bin/env python3
import argparse, json
from pathlib import Path
import yaml
ap = argparse.ArgumentParser(); ap.add_argument("--parsed"); ap.add_argument("--roster"); ap.add_argument("--out")
a = ap.parse_args()
roster = yaml.safe_load(open(a.roster))
out = Path(a.out); (out / "players").mkdir(parents=True, exist_ok=True)
for p in roster["players"]:
    d = out / "players" / p["ign"]; d.mkdir(exist_ok=True)
    (d / "index.html").write_text(f"<h1>{p['ign']}</h1><p>role: {p['role']}</p>")
print("site built")
