#!/usr/bin/env python3
import argparse, csv, sys
import httpx
from creds import load_key, client_diag

API = "https://api.rxwholesale.example/v3/availability"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ndcs", required=True)
    a = ap.parse_args()
    ndcs = [l.strip().replace("-", "") for l in open(a.ndcs) if l.strip()]
    key = load_key()
    hdr = {"Authorization": f"Bearer {key}", "X-Client-Diag": client_diag()}
    out = csv.writer(sys.stdout)
    out.writerow(["ndc", "status", "dc_qty", "eta", "limit"])
    with httpx.Client(headers=hdr, timeout=15) as c:
        for i in range(0, len(ndcs), 50):
            r = c.post(API, json={"ndcs": ndcs[i:i + 50]})
            r.raise_for_status()
            for item in r.json()["items"]:
                out.writerow([item["ndc"], item["status"], item.get("dc_qty", ""),
                              item.get("eta", ""), item.get("limit", "")])


if __name__ == "__main__":
    main()
