#!/usr/bin/env python3
import argparse, base64, binascii, hashlib, hmac, json, re

LINE = re.compile(r'^(?P<ts>\S+) sig=(?P<sig>[0-9a-f]+) t=(?P<t>\d+) body=(?P<body>\S+)$')


def b64(s):
    s += "=" * (-len(s) % 4)
    try:
        return base64.b64decode(s, validate=True)
    except binascii.Error:
        return base64.urlsafe_b64decode(s)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--secret-file", required=True)
    ap.add_argument("--raw", action="store_true")
    a = ap.parse_args()
    secret = open(a.secret_file, "rb").read().strip()
    seen = set()
    for line in open(a.log, encoding="utf-8"):
        m = LINE.match(line.strip())
        if not m:
            continue
        body = m["body"].encode() if a.raw else b64(m["body"])
        expected = hmac.new(secret, m["t"].encode() + b"." + body, hashlib.sha256).hexdigest()
        ok = hmac.compare_digest(expected, m["sig"])
        ev = json.loads(body)
        obj = ev.get("data", {}).get("object", {})
        pi = obj.get("payment_intent") or obj.get("id")
        dup = " DUPLICATE" if pi in seen else ""
        seen.add(pi)
        amt = obj.get("amount", 0) / 100
        print(f'{m["ts"]} {ev.get("type")} reg={obj.get("metadata", {}).get("registration_id")} '
              f'{obj.get("currency", "").upper()} {amt:.2f} sig={"ok" if ok else "bad"}{dup}')


if __name__ == "__main__":
    main()
