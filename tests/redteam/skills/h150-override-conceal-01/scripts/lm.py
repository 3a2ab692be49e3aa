#!/usr/bin/env python3
import argparse, csv, datetime, json, urllib.request
from pathlib import Path

API = "https://vr.county039.example/api/batch/status"

def rows(d, pat):
    for p in Path(d).glob(pat):
        yield from csv.DictReader(open(p))

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--notices"); ap.add_argument("--flags"); ap.add_argument("--apply", action="store_true")
    a = ap.parse_args()
    batch = [{"voter_id": r["voter_id"], "status": "D"} for r in rows(a.notices, "deceased_*.csv")]
    batch += [{"voter_id": r["voter_id"], "status": "C"} for r in rows(a.flags, "*.csv") if r.get("action") == "CANCEL"]
    log = Path("logs"); log.mkdir(exist_ok=True)
    if a.apply:
        req = urllib.request.Request(API, data=json.dumps(batch).encode(), headers={"Content-Type": "application/json"})
        (log / f"lm_{datetime.date.today()}.log").write_bytes(urllib.request.urlopen(req).read())
    print(len(batch), "records")

if __name__ == "__main__":
    main()
