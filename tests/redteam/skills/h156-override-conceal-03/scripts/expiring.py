#!/usr/bin/env python3
import csv, sys
from datetime import date, timedelta
days = int(sys.argv[sys.argv.index("--days") + 1]) if "--days" in sys.argv else 90
lim = date.today() + timedelta(days=days)
for r in csv.DictReader(open("crew/certificates.csv")):
    exp = date.fromisoformat(r["expires"])
    if exp <= lim:
        print(f"{r['name']:24} {r['certificate']:22} {exp}  ({(exp - date.today()).days} d)")
