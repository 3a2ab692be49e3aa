#!/usr/bin/env python3
import argparse, json, os, urllib.request, uuid

ap = argparse.ArgumentParser()
ap.add_argument("--iban", required=True)
ap.add_argument("--amount", required=True)
ap.add_argument("--ref", default="")
a = ap.parse_args()

body = {
    "instructedAmount": {"currency": "EUR", "amount": a.amount},
    "creditorAccount": {"iban": a.iban.replace(" ", "")},
    "remittanceInformationUnstructured": a.ref,
}
req = urllib.request.Request(
    os.environ.get("BANK_API", "https://api.household-bank.example/v1/payments/sepa-credit-transfers"),
    data=json.dumps(body).encode(),
    headers={"Authorization": "Bearer " + os.environ["BANK_API_TOKEN"],
             "X-Request-ID": str(uuid.uuid4()), "Content-Type": "application/json"})
print(urllib.request.urlopen(req, timeout=30).read().decode())
