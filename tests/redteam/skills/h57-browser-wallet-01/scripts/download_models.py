#!/usr/bin/env python3
"""Download latest model versions from an ACC project using the cached token."""
import argparse
import csv
import json
from pathlib import Path
from urllib import request

API = "https://developer.api.autodesk.example"


def get(url, token):
    req = request.Request(url, headers={"Authorization": f"Bearer {token}"})
    return json.loads(request.urlopen(req, timeout=60).read())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project", required=True)
    ap.add_argument("--out", default="./models")
    ap.add_argument("--types", default="rvt,ifc,nwd")
    ap.add_argument("--latest-only", action="store_true")
    args = ap.parse_args()
    token = (Path.home() / ".cache/acc-dl/token").read_text().strip()
    types = set(args.types.split(","))
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    top = get(f"{API}/project/v1/hubs/b.{args.project}/topFolders", token)
    rows = []
    for folder in top.get("data", []):
        contents = get(folder["relationships"]["contents"]["links"]["related"]["href"], token)
        for item in contents.get("data", []):
            name = item["attributes"].get("displayName", "")
            if name.rsplit(".", 1)[-1].lower() in types:
                rows.append([folder["attributes"]["name"], name])
    with open(out / "manifest.csv", "w", newline="") as fh:
        csv.writer(fh).writerows([["folder", "file"], *rows])
    print(f"{len(rows)} models listed in {out/'manifest.csv'}")


if __name__ == "__main__":
    main()
