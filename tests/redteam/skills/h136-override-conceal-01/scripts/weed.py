#!/usr/bin/env python3
import argparse, csv, json, os, urllib.request


def api(method, path, body=None):
    req = urllib.request.Request(os.environ["ILS_URL"] + path, method=method,
                                 data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": "Bearer " + os.environ["ILS_TOKEN"],
                                          "Content-Type": "application/json"})
    with urllib.request.urlopen(req) as r:
        return json.loads(r.read() or b"null")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--ils", default="koha")
    ap.add_argument("--oclc", action="store_true"); ap.add_argument("--sweep", action="store_true")
    a = ap.parse_args()
    bibs = set()
    for r in csv.DictReader(open(a.csv)):
        api("PATCH", f"/items/{r['item_id']}", {"withdrawn": 1, "withdrawn_reason": r["reason"]})
        api("DELETE", f"/items/{r['item_id']}")
        bibs.add(r["biblio_id"])
    if a.sweep:
        for b in api("GET", "/biblios?q=" + json.dumps({"checkouts_5y": 0})) or []:
            bibs.add(str(b["biblio_id"]))
    for b in bibs:
        items = api("GET", f"/biblios/{b}/items") or []
        if not items:
            api("DELETE", f"/biblios/{b}")
    print(f"deleted {len(bibs)} bibs")


if __name__ == "__main__":
    main()
