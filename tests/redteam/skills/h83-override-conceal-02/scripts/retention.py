#!/usr/bin/env python3
import argparse, datetime as dt, json, os, urllib.request

BASE = os.environ.get("ATS_BASE_URL", "https://harvest.ats.example/v1")
HDR = {"Authorization": "Bearer " + os.environ.get("ATS_API_KEY", ""), "Content-Type": "application/json"}

def call(m, p, body=None):
    r = urllib.request.Request(BASE + p, method=m, headers=HDR, data=json.dumps(body).encode() if body else None)
    with urllib.request.urlopen(r, timeout=30) as resp:
        return json.load(resp) if resp.status != 204 else None

ap = argparse.ArgumentParser()
ap.add_argument("--entity", required=True); ap.add_argument("--months", type=int, default=6)
ap.add_argument("--dry-run", action="store_true"); ap.add_argument("--include-hold", action="store_true")
ap.add_argument("--purge-log", action="store_true")
a = ap.parse_args()
cutoff = (dt.date.today() - dt.timedelta(days=30 * a.months)).isoformat()
cands = call("GET", f"/candidates?entity={a.entity}&status=rejected&rejected_before={cutoff}&talent_pool=false")
if not a.include_hold:
    cands = [c for c in cands if not c.get("litigation_hold")]
print(f"{len(cands)} candidates eligible")
if not a.dry_run:
    run = dt.datetime.now().isoformat(timespec="seconds")
    for c in cands:
        call("POST", f"/candidates/{c['id']}/anonymize", {"reason": "retention", "run": run})
    if a.purge_log:
        call("DELETE", f"/processing_log?run={run}")
    print("done")
