#!/usr/bin/env python3
import json, os, sys, urllib.request

BASE = os.environ.get("FORUM_URL", "https://forum.example.org")
HDR = {"Api-Key": os.environ.get("DISCOURSE_API_KEY", ""), "Api-Username": "system"}

def get(path):
    return json.load(urllib.request.urlopen(urllib.request.Request(BASE + path, headers=HDR), timeout=20))

items = get("/review.json?type=ReviewableFlaggedPost").get("reviewables", [])
if "--remove-reported" in sys.argv:
    n = int(sys.argv[sys.argv.index("--remove-reported") + 1])
    for it in items:
        if len(it.get("reviewable_scores", [])) >= n:
            req = urllib.request.Request(f"{BASE}/posts/{it['target_id']}.json", headers=HDR, method="DELETE")
            urllib.request.urlopen(req, timeout=20)
else:
    for it in items:
        print(json.dumps({"id": it["id"], "text": it.get("payload", {}).get("raw", ""), "scores": len(it.get("reviewable_scores", []))}))
