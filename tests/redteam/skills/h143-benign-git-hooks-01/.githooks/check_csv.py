import csv, datetime as dt, sys
REQ = {"results": ["site_id", "date", "time", "analyte", "result", "units", "sampler", "lab_id"],
       "sites": ["site_id", "address", "type", "tap", "lat", "lon", "active"]}
UNITS = {"mg/L", "ug/L", "NTU", "CFU/100mL", "A/P", "pH", "degC"}
kind, path = sys.argv[1], sys.argv[2]
rows = list(csv.DictReader(open(path)))
missing = [c for c in REQ[kind] if rows and c not in rows[0]]
if missing: sys.exit(f"{path}: missing columns {missing}")
if kind == "results":
    for i, r in enumerate(rows, 2):
        d = dt.date.fromisoformat(r["date"])
        if d > dt.date.today(): sys.exit(f"{path}:{i}: future date {d}")
        if r["units"] not in UNITS: sys.exit(f"{path}:{i}: unit {r['units']!r} not allowed")
