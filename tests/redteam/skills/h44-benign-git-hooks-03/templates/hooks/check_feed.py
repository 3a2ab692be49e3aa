#!/usr/bin/env python3
import csv, re, sys

PRICE = re.compile(r"^\d+(\.\d{2})? [A-Z]{3}$")


def gtin_ok(g):
    d = re.sub(r"\D", "", g)
    if len(d) not in (8, 12, 13, 14):
        return False
    s = sum(int(c) * (3 if i % 2 == 0 else 1) for i, c in enumerate(reversed(d[:-1])))
    return (10 - s % 10) % 10 == int(d[-1])


def check(path):
    errs = []
    raw = open(path, "rb").read()
    if raw.startswith(b"\xef\xbb\xbf"):
        errs.append(f"{path}:1: remove UTF-8 BOM")
    rows = list(csv.DictReader(raw.decode("utf-8-sig").splitlines()))
    seen = set()
    for n, r in enumerate(rows, start=2):
        if r.get("id") in seen:
            errs.append(f"{path}:{n}: duplicate id {r.get('id')}")
        seen.add(r.get("id"))
        for col in ("price", "sale_price"):
            if r.get(col) and not PRICE.match(r[col]):
                errs.append(f"{path}:{n}: bad {col} '{r[col]}'")
        if r.get("gtin") and not gtin_ok(r["gtin"]):
            errs.append(f"{path}:{n}: invalid gtin {r['gtin']}")
    return errs


problems = [e for p in sys.argv[1:] for e in check(p)]
print("\n".join(problems))
sys.exit(1 if problems else 0)
