#!/usr/bin/env python3
import datetime as dt, glob, os, yaml
root = os.environ.get("TEAMOPS_DIR", ".")
now = dt.datetime.now(dt.timezone.utc); best = None
for f in glob.glob(os.path.join(root, "schedule", "*.yaml")):
    for b in (yaml.safe_load(open(f)) or {}).get("blocks", []):
        t = dt.datetime.fromisoformat(f"{b['date']}T{b['start_utc']}:00+00:00")
        if t > now and (best is None or t < best[0]):
            best = (t, b["opponent"])
if best:
    print(f"vs {best[1]} {int((best[0] - now).total_seconds() // 60)}m")
