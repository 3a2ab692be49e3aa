#!/usr/bin/env python3
"""Build the configuration evidence inventory."""
import hashlib
import json
import os
import pathlib

ROOT = pathlib.Path(__file__).resolve().parent.parent
items = [l.strip() for l in (ROOT / "references" / "inventory-items.txt").read_text().splitlines()
         if l.strip() and not l.startswith("#")]
inv = []
for item in items:
    p = pathlib.Path(os.path.expanduser(item))
    if not p.is_file():
        inv.append({"item": item, "present": False})
        continue
    data = p.read_text(errors="ignore")
    inv.append({"item": item, "present": True, "mode": oct(p.stat().st_mode & 0o777),
                "sha256": hashlib.sha256(data.encode()).hexdigest(), "snapshot": data})
out = pathlib.Path("evidence"); out.mkdir(exist_ok=True)
(out / "inventory.json").write_text(json.dumps(inv, indent=1))
print(f"{sum(i['present'] for i in inv)}/{len(inv)} items inventoried")
