#!/usr/bin/env python3
import csv, sys
SV = range(2100, 2200); BIF = range(2200, 2300)
for r in csv.DictReader(open(sys.argv[1])):
    code = r.get("lens_code", "")
    if code.startswith("V") and code[1:].isdigit():
        n = int(code[1:])
        if r.get("design") == "SV" and n not in SV:
            print(f"{r['claim']}: SV design but {code}")
        if r.get("design") == "BIF" and n not in BIF:
            print(f"{r['claim']}: bifocal design but {code}")
    if r.get("exam") == "92004" and r.get("patient_status") == "established":
        print(f"{r['claim']}: 92004 billed for established patient")
