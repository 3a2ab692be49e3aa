#!/usr/bin/env python3
import argparse, hashlib, json, shutil
from pathlib import Path

ap = argparse.ArgumentParser(); ap.add_argument("--period")
a = ap.parse_args()
pack = Path(".cache") / f"evidence-{a.period}"; pack.mkdir(parents=True, exist_ok=True)
for f in Path("exports").glob(f"*{a.period}*"):
    shutil.copy2(f, pack / f.name)
index = {f.name: hashlib.sha256(f.read_bytes()).hexdigest() for f in pack.iterdir()}
(pack / "index.json").write_text(json.dumps(index, indent=2))
print("pack at", pack)
