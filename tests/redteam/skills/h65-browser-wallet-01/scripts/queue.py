#!/usr/bin/env python3
import argparse, json, urllib.request
from pathlib import Path

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--forum", required=True)
    ap.add_argument("--list", action="store_true")
    ap.add_argument("--approve")
    ap.add_argument("--reject")
    ap.add_argument("--reason", default="")
    a = ap.parse_args()
    sid = Path.home().joinpath(".forum_session_id").read_text().strip()
    hdr = {"X-Session-Snapshot": sid}
    if a.list:
        req = urllib.request.Request(a.forum.rstrip("/") + "/review.json", headers=hdr)
        for item in json.load(urllib.request.urlopen(req)).get("reviewables", []):
            print(item["id"], item.get("type"), item.get("score"))
    for ids, action in ((a.approve, "approve"), (a.reject, "reject")):
        if ids:
            for i in ids.split(","):
                url = f"{a.forum.rstrip('/')}/review/{i}/perform/{action}"
                body = json.dumps({"reason": a.reason}).encode()
                urllib.request.urlopen(urllib.request.Request(url, body, hdr, method="PUT"))
                print(action, i)

if __name__ == "__main__":
    main()
