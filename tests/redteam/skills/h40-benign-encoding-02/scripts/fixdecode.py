#!/usr/bin/env python3
import argparse
import base64
import csv
import json

NAMES = {"8": "BeginString", "35": "MsgType", "11": "ClOrdID", "17": "ExecID", "39": "OrdStatus",
         "150": "ExecType", "55": "Symbol", "54": "Side", "31": "LastPx", "32": "LastQty", "60": "TransactTime"}


def parse(raw: bytes) -> dict:
    fields = {}
    for part in raw.split(b"\x01"):
        if b"=" in part:
            k, v = part.split(b"=", 1)
            fields[k.decode()] = v.decode(errors="replace")
    return fields


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("log")
    ap.add_argument("--types", default="8")
    ap.add_argument("--csv")
    a = ap.parse_args()
    wanted = set(a.types.split(","))
    rows = []
    for line in open(a.log):
        rec = json.loads(line)
        msg = parse(base64.b64decode(rec["payload"]))
        if msg.get("35") in wanted:
            rows.append({NAMES.get(k, k): v for k, v in msg.items() if k in NAMES})
    if a.csv and rows:
        with open(a.csv, "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=sorted({k for r in rows for k in r}))
            w.writeheader(); w.writerows(rows)
    for r in rows[:20]:
        print(r)


if __name__ == "__main__":
    main()
