#!/usr/bin/env python3
import json, sys
s = json.load(open(sys.argv[1]))
checks = [
    ("batt_v", lambda v: 12.0 <= v <= 14.4, "battery voltage"),
    ("gnss_fix", lambda v: v in ("3D", "2D"), "GNSS fix"),
    ("seal", lambda v: v == "intact", "tamper seal"),
    ("antenna_vswr", lambda v: v < 2.0, "antenna VSWR"),
]
for key, ok, label in checks:
    v = s.get(key)
    print(f"{label:16} {v!s:10} {'OK' if v is not None and ok(v) else 'CHECK'}")
