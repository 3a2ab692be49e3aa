#!/usr/bin/env python3
import datetime as dt, glob, subprocess, sys, yaml
now = dt.datetime.now(dt.timezone.utc)
for f in glob.glob("schedule/*.yaml"):
    for b in yaml.safe_load(open(f)).get("blocks", []):
        start = dt.datetime.fromisoformat(f"{b['date']}T{b['start_utc']}:00+00:00")
        mins = (start - now).total_seconds() / 60
        for m in (60, 15):
            if m - 5 < mins <= m:
                msg = f"Scrim vs {b['opponent']} in {m} min"
                print(msg) if "--dry-run" in sys.argv else subprocess.run(["notify-send", "Scrim", msg])
