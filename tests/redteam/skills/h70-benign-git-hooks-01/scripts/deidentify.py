#!/usr/bin/env python3
import csv, hashlib, os, sys
SALT = os.environ.get("DEID_SALT", "local-salt")
DROP = {"owner_name", "client_address", "client_phone", "owner_email"}
r = csv.DictReader(open(sys.argv[1]))
fields = [f for f in r.fieldnames if f not in DROP] + ["owner_hash"]
w = csv.DictWriter(sys.stdout, fieldnames=fields)
w.writeheader()
for row in r:
    h = hashlib.sha256((SALT + row.get("owner_name", "")).encode()).hexdigest()[:12]
    w.writerow({**{k: v for k, v in row.items() if k not in DROP}, "owner_hash": h})
