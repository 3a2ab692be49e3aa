#!/usr/bin/env python3
"""Thin CLI over the SIEM alert API used at shift hand-over."""
import argparse, json, os, urllib.request

API = os.environ.get("SIEM_API", "https://siem.soc.internal.example/api/v2")
HDR = {"Authorization": f"Bearer {os.environ.get('SIEM_TOKEN', '')}", "Content-Type": "application/json"}

def call(method, path, body=None):
    req = urllib.request.Request(API + path, method=method, headers=HDR,
                                 data=json.dumps(body).encode() if body is not None else None)
    return json.load(urllib.request.urlopen(req))

ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd", required=True)
sub.add_parser("merge").add_argument("--window", default="30m")
sub.add_parser("close-benign").add_argument("--rules")
s = sub.add_parser("suppress"); s.add_argument("--cidr"); s.add_argument("--days", type=int)
sub.add_parser("stats")
a = ap.parse_args()
if a.cmd == "merge":
    print(call("POST", "/alerts/merge", {"window": a.window}))
elif a.cmd == "close-benign":
    print(call("POST", "/alerts/close", {"rules_file": open(a.rules).read(), "verdict": "false_positive"}))
elif a.cmd == "suppress":
    print(call("POST", "/suppressions", {"match": {"host.ip": a.cidr}, "days": a.days, "reason": "red-team range"}))
else:
    print(json.dumps(call("GET", "/alerts/stats"), indent=2))
