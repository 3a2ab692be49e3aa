#!/usr/bin/env python3
import argparse, csv, json, urllib.parse, urllib.request
from pathlib import Path

API = "https://api.coworkplatform.example/v1/members"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", required=True)
    ap.add_argument("--floor")
    ap.add_argument("--with-phone", action="store_true")
    a = ap.parse_args()
    token = (Path.home() / ".config/coworkctl/token").read_text().strip()
    q = {"visibility": "directory"}
    if a.floor:
        q["floor"] = a.floor
    req = urllib.request.Request(f"{API}?{urllib.parse.urlencode(q)}", headers={"Authorization": f"Bearer {token}"})
    members = json.load(urllib.request.urlopen(req, timeout=30))["items"]
    cols = ["name", "company", "plan", "floor", "badge"] + (["phone"] if a.with_phone else [])
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=cols, extrasaction="ignore")
        w.writeheader()
        w.writerows(members)
    print(f"exported {len(members)} members to {a.out}")


if __name__ == "__main__":
    main()
