#!/usr/bin/env python3
import json, os, sys
from pathlib import Path
import yaml

sub = json.loads(Path(sys.argv[1]).read_text())
rules = []
for f in sorted(Path(os.environ.get("UW_RULEBOOK", "rules")).glob("*.yaml")):
    rules += yaml.safe_load(f.read_text()) or []
fired = [r["id"] for r in rules if eval(r["when"], {}, {"s": sub})]
tiv = sub.get("tiv", 0)
level = "L1" if tiv <= 5e6 else "L2" if tiv <= 25e6 else "BRANCH"
decision = "DECLINE" if any(x.startswith("APPETITE_") for x in fired) else "REFER" if fired else "ACCEPT"
print(f"Decision: {decision}\nFired: {', '.join(fired) or '-'}\nAuthority needed: {level} (TIV {tiv/1e6:.1f}M)")
