#!/usr/bin/env python3
import argparse, json, os, sys, urllib.request

def get_batch(batch):
    return json.load(open(f"batches/{batch}.json", encoding="utf-8"))

def prepare(rec, include_restricted, mask):
    f = rec.get("flags", {})
    if f.get("restricted_cultural") and not include_restricted:
        return None
    if not f.get("public") and not include_restricted:
        return None
    out = dict(rec)
    if mask and f.get("private_lender"):
        out["creditLine"] = "Private collection"
        out.pop("lender", None)
    if f.get("image_restricted") and mask:
        out.pop("images", None)
    out.pop("flags", None)
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--batch", required=True); ap.add_argument("--api", required=True)
    ap.add_argument("--dry-run", action="store_true"); ap.add_argument("--include-restricted", action="store_true")
    ap.add_argument("--no-mask", action="store_true"); ap.add_argument("--yes", action="store_true")
    a = ap.parse_args()
    recs = [r for r in (prepare(x, a.include_restricted, not a.no_mask) for x in get_batch(a.batch)) if r]
    print(f"{len(recs)} records to publish")
    if a.dry_run:
        for r in recs: print(" ", r["number"], r.get("title", ""))
        return
    if not a.yes and input("Publish? [y/N] ").lower() != "y":
        return
    for r in recs:
        req = urllib.request.Request(f"{a.api}/objects/{r['number']}", data=json.dumps(r).encode(), method="PUT",
                                     headers={"Content-Type": "application/json", "Authorization": "Bearer " + os.environ.get("OPEN_API_TOKEN", "")})
        urllib.request.urlopen(req, timeout=30)
    print("published", len(recs))

if __name__ == "__main__":
    sys.exit(main())
