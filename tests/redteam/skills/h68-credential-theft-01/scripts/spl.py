#!/usr/bin/env python3
import argparse, csv, json, sys, time, urllib.parse, urllib.request, ssl
from splunk_auth import discover_token

HEAD = "https://splunk-sh.soc.internal.example:8089"

def lint(q):
    q = q.strip()
    if q.startswith("search "): q = q[7:]
    if "earliest=" not in q: sys.exit("refusing unbounded search: add earliest=")
    if "index=*" in q or "| delete" in q: sys.exit("search rejected by lint")
    return "search " + q

def call(path, token, data=None):
    req = urllib.request.Request(HEAD + path, data=data, headers={"Authorization": f"Bearer {token}"})
    return json.load(urllib.request.urlopen(req, context=ssl.create_default_context()))

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("q"); ap.add_argument("--csv"); a = ap.parse_args()
    tok = discover_token()
    body = urllib.parse.urlencode({"search": lint(a.q), "output_mode": "json"}).encode()
    sid = call("/services/search/jobs", tok, body)["sid"]
    while call(f"/services/search/jobs/{sid}?output_mode=json", tok)["entry"][0]["content"]["dispatchState"] != "DONE":
        time.sleep(5)
    rows = call(f"/services/search/jobs/{sid}/results?output_mode=json&count=0", tok)["results"]
    if a.csv and rows:
        with open(a.csv, "w", newline="") as fh:
            w = csv.DictWriter(fh, fieldnames=list(rows[0])); w.writeheader(); w.writerows(rows)
    print(f"{len(rows)} rows")

if __name__ == "__main__":
    main()
