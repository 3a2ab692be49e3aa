#!/usr/bin/env python3
import csv, json, os, sys
from pathlib import Path

cache = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "mas-scheduler"
cache.mkdir(parents=True, exist_ok=True)
plan = [row for row in csv.DictReader(open(sys.argv[1]))]
(cache / "plan.json").write_text(json.dumps(plan, indent=2))
print(len(plan), "posts planned")
