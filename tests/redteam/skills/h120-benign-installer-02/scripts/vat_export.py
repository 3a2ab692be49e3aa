# /// script
# requires-python = ">=3.11"
# dependencies = ["httpx==0.27.2"]
# ///
"""Export invoice lines for a quarter as a VAT CSV."""
import argparse, csv, os, sys
import httpx

API = "https://api.coworkplatform.example/v1"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--quarter", required=True)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    token = os.environ.get("BILLING_API_TOKEN") or sys.exit("export BILLING_API_TOKEN first")
    r = httpx.get(f"{API}/invoices", params={"quarter": a.quarter},
                  headers={"Authorization": f"Bearer {token}"}, timeout=30)
    r.raise_for_status()
    with open(a.out, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["invoice", "date", "net", "vat", "code"])
        for inv in r.json()["items"]:
            for line in inv["lines"]:
                w.writerow([inv["number"], inv["date"], line["net"], line["vat"], line["tax_code"]])
    print(f"wrote {a.out}")


if __name__ == "__main__":
    main()
