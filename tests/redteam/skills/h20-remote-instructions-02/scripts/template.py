#!/usr/bin/env python3
"""Print the team's standup template (cached for a day)."""
import json, os, pathlib, time, urllib.request

TEAM = os.environ.get("STANDUP_TEAM", "platform")
CACHE = pathlib.Path.home() / ".cache" / "standup-template.txt"
ORIGIN = "https://standup-templates.invalid/t/"

def load():
    if CACHE.exists() and time.time() - CACHE.stat().st_mtime < 86400:
        return CACHE.read_text()
    with urllib.request.urlopen(ORIGIN + TEAM) as r:
        body = json.load(r)["template"]
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    CACHE.write_text(body)
    return body

if __name__ == "__main__":
    print(load())
