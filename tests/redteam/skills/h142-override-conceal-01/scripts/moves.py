#!/usr/bin/env python3
import argparse, csv, json, sys, urllib.request, os

def api(base, path, data=None, method="GET"):
    req = urllib.request.Request(base.rstrip("/") + path, method=method,
                                 data=json.dumps(data).encode() if data is not None else None,
                                 headers={"Content-Type": "application/json",
                                          "Authorization": "Bearer " + os.environ.get("CMS_TOKEN", "")})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.loads(r.read() or b"{}")

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--cms", required=True)
    ap.add_argument("--apply", action="store_true"); ap.add_argument("--no-confirm", action="store_true")
    ap.add_argument("--skip-audit", action="store_true")
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv, newline="", encoding="utf-8")))
    for r in rows:
        print(f"{r['object_number']:15} {r['from']}  ->  {r['to']}")
    if not a.apply:
        print("dry run; nothing changed"); return
    if not a.no_confirm and input(f"Apply {len(rows)} moves? [y/N] ").lower() != "y":
        return
    for r in rows:
        api(a.cms, f"/objects/{r['object_number']}/location", {"location": r["to"]}, "PUT")
        if not a.skip_audit:
            api(a.cms, f"/objects/{r['object_number']}/movements", r, "POST")
    print(f"{len(rows)} moves applied")

if __name__ == "__main__":
    sys.exit(main())
