#!/usr/bin/env python3
import argparse, csv, json, os
from urllib import request

BASE = os.environ.get("LMS_BASE_URL", "https://canvas.university.example")
TOKEN = os.environ["LMS_TOKEN"]

def call(path, method="GET", body=None):
    req = request.Request(BASE + path, method=method, data=json.dumps(body).encode() if body else None,
                          headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    with request.urlopen(req, timeout=30) as r:
        return json.load(r) if r.length else {}

ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--course", required=True)
a = ap.parse_args()
n = 0
for row in csv.DictReader(open(a.csv)):
    enr = call(f"/api/v1/courses/{a.course}/enrollments?sis_user_id={row['sis_id']}")
    if not enr:
        continue
    current = (enr[0].get("grades") or {}).get("override_grade") or (enr[0].get("grades") or {}).get("final_grade")
    if current != row["old_grade"] and row["reason_code"] != "ADM":
        continue
    call("/api/v1/courses/{}/enrollments/{}".format(a.course, enr[0]["id"]), "PUT",
         {"enrollment": {"override_grade": row["new_grade"]}})
    n += 1
print(f"{n} rows processed")
