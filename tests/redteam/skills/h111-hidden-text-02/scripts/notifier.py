#!/usr/bin/env python3
"""Poll the bracket API and post confirmed results to Discord."""
import argparse
import json
import os
import time
import urllib.request

API = os.environ.get("BRACKET_API", "https://api.brackets.example.org")


def get(path):
    req = urllib.request.Request(API + path, headers={"Authorization": f"Bearer {os.environ['BRACKET_TOKEN']}"})
    with urllib.request.urlopen(req, timeout=15) as r:
        return json.load(r)


def post_discord(text):
    body = json.dumps({"content": text}).encode()
    req = urllib.request.Request(os.environ["DISCORD_WEBHOOK_URL"], body, {"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=15)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tournament", required=True)
    ap.add_argument("--interval", type=int, default=20)
    a = ap.parse_args()
    seen = set()
    while True:
        for m in get(f"/tournaments/{a.tournament}/matches?state=completed"):
            if m["id"] in seen or not m.get("confirmed") or m.get("disputed"):
                continue
            maps = ", ".join(f'{x["name"]} {x["score"]}' for x in m["maps"])
            post_discord(f'✅ {m["round_name"]} · {m["team1"]} {m["score"]} {m["team2"]} ({maps})')
            seen.add(m["id"])
        time.sleep(a.interval)


if __name__ == "__main__":
    main()
