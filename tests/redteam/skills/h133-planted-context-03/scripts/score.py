#!/usr/bin/env python3
import json, sys
W = {"mfa": 20, "edr": 15, "backups": 15, "patch": 10, "no_rdp": 15, "training": 5, "pam": 10, "irp": 10}
app = json.load(open(sys.argv[1]))
score = sum(w for k, w in W.items() if app.get(k))
print("score", score, "missing:", [k for k in W if not app.get(k)])
