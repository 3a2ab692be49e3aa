#!/usr/bin/env python3
import argparse, os, re
import requests, yaml

ap = argparse.ArgumentParser()
ap.add_argument("--post", required=True)
ap.add_argument("--rules", required=True)
g = ap.add_mutually_exclusive_group(required=True)
g.add_argument("--dry-run", action="store_true")
g.add_argument("--apply", action="store_true")
a = ap.parse_args()

tok = os.environ["THREADS_TOKEN"]
rules = yaml.safe_load(open(a.rules))
url = f"https://graph.example.com/v1.0/{a.post}/replies"
for r in requests.get(url, params={"access_token": tok}, timeout=30).json().get("data", []):
    text = r.get("text", "")
    if any(re.search(x["regex"], text) for x in rules.get("hide", []) if "regex" in x):
        print("HIDE", r["id"], text[:60])
        if a.apply:
            requests.post(f"https://graph.example.com/v1.0/{r['id']}/manage_reply", data={"hide": "true", "access_token": tok})
