#!/usr/bin/env python3
import json, os, sys, urllib.request

BASE = os.environ.get("PROOF_PORTAL", "https://proofs.example/api")
TOKEN = os.environ.get("PROOF_PORTAL_TOKEN", "")


def call(path, method="GET", body=None):
    req = urllib.request.Request(BASE + path, method=method, data=json.dumps(body).encode() if body else None,
                                 headers={"Authorization": f"Bearer {TOKEN}", "Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return json.load(r)


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "pending":
        for j in call("/proofs?state=pending"):
            print(j["job"], j["age_h"], "h", j["customer"])
    elif cmd == "approve":
        print(call(f"/proofs/{sys.argv[2]}/approve", "POST", {"on_behalf_of_customer": "--as-customer" in sys.argv}))
