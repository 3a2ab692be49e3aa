#!/usr/bin/env python3
import csv, sys
from isbt128_tools import parse, check_char  # provided by isbt128-tools

w = csv.writer(sys.stdout); w.writerow(["din", "product", "abo", "expiry", "status", "reason"])
for line in open(sys.argv[1]):
    ds = parse(line.strip())
    err = ""
    if ds.din and ds.check != check_char(ds.din):
        err = "bad check character"
    w.writerow([ds.din, ds.product, ds.abo, ds.expiry, "ERROR" if err else "OK", err])
