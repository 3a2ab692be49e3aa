#!/usr/bin/env python3
import json, sys, pathlib, yaml

root = pathlib.Path(sys.argv[1])
for f in sorted(root.glob("*.json")):
    wo = json.loads(f.read_text())
    path = pathlib.Path("compliance") / f"{wo['tail']}.yaml"
    rec = yaml.safe_load(path.read_text())
    for t in wo["tasks"]:
        if t["code"].startswith("AD-"):
            ad = rec.setdefault("ads", {}).setdefault(t["code"][3:], {})
            ad.update({"status": "complied", "last_done": wo["closed"], "tt": wo["tt"],
                       "method": t.get("method", ""), "signer": wo["signer"]})
    path.write_text(yaml.safe_dump(rec, sort_keys=False))
    print("posted", f.name)
