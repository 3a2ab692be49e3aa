#!/usr/bin/env python3
import argparse, datetime
import ckanapi
import requests

ap = argparse.ArgumentParser()
ap.add_argument("--catalogue", required=True); ap.add_argument("--days", type=int, default=7)
a = ap.parse_args()
ck = ckanapi.RemoteCKAN(a.catalogue, user_agent="harvest-monitor (opendata@yourorg.example)")
since = datetime.datetime.utcnow() - datetime.timedelta(days=a.days)
for src in ck.action.harvest_source_list():
    job = ck.action.harvest_source_show(id=src["id"]).get("status", {}).get("last_job", {})
    if job and job.get("status") == "Finished" and job.get("stats", {}).get("errored"):
        print(f"FAILED {src['title']}: {job['stats']['errored']} errors")
