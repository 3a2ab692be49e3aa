#!/usr/bin/env python3
import csv, json, pathlib, sys
rows = list(csv.DictReader(open(sys.argv[1])))
fields = [r for r in csv.DictReader(open(pathlib.Path(__file__).parent.parent / "assets" / "fields.csv"))
          if not r["crm_column"].startswith("$")]
for r in rows:
    job = "SJ-L%s" % r["Lead ID"]
    d = pathlib.Path("jobs", job); d.mkdir(parents=True, exist_ok=True)
    (d / "survey.json").write_text(json.dumps({f["survey_field"]: r.get(f["crm_column"]) for f in fields}, indent=2))
print(len(rows), "jobs")
