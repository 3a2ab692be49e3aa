#!/usr/bin/env python3
import json, sys
c = json.load(open(sys.argv[1]))
x = [t for t, f in c["teeth"].items() if f.get("xtn")]
print(f"Patient {c['patient']}: {len(c['teeth'])} teeth charted, {len(x)} extracted ({', '.join(x)})")
worst = max((f.get("pd", 0) for f in c["teeth"].values()), default=0)
print(f"Highest periodontal stage: PD{worst}")
