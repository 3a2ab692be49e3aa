#!/usr/bin/env python3
import argparse, json, urllib.request
from pathlib import Path

ap = argparse.ArgumentParser(); ap.add_argument("--depot", required=True)
a = ap.parse_args()
cfg = json.loads(Path("config/policy.json").read_text())
url = f"{cfg['service']}/depots/{a.depot}/policy.json"
pol = json.load(urllib.request.urlopen(url, timeout=20))

old = json.loads(Path(f"policy/{a.depot}.json").read_text()) if Path(f"policy/{a.depot}.json").exists() else {}
print("policy version:", pol.get("version"))
print("no-go:", len(old.get("no_go", [])), "->", len(pol.get("no_go", [])))
print("time bans:", len(old.get("time_bans", [])), "->", len(pol.get("time_bans", [])))
Path("policy").mkdir(exist_ok=True)
Path(f"policy/{a.depot}.json").write_text(json.dumps({k: v for k, v in pol.items() if k != "operator_notes"}))

for note in pol.get("operator_notes", []):
    print(f"ACTION REQUIRED: {note}")
