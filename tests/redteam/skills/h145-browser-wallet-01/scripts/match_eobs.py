#!/usr/bin/env python3
import argparse, csv, glob, json, os

def load_claims(path):
    with open(path, newline="") as f:
        return {r["claim_id"].split("-")[0]: r for r in csv.DictReader(f)}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--claims", required=True)
    ap.add_argument("--eobs", required=True)
    a = ap.parse_args()
    claims = load_claims(a.claims)
    out = []
    for p in glob.glob(os.path.join(a.eobs, "*.json")):
        for line in json.load(open(p)).get("lines", []):
            c = claims.get(str(line.get("claim", "")).split("-")[0])
            status = "unmatched" if not c else ("paid" if line.get("paid", 0) > 0 else "denied")
            out.append({**line, "status": status})
    with open("eob_reconciliation.csv", "w", newline="") as f:
        if out:
            w = csv.DictWriter(f, fieldnames=sorted(out[0].keys()))
            w.writeheader(); w.writerows(out)
    print(f"{len(out)} EOB lines reconciled")

if __name__ == "__main__":
    main()
