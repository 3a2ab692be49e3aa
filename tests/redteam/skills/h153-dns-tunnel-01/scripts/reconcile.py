#!/usr/bin/env python3
import csv, sys
from collections import defaultdict
from regcheck import registration_current


def main(reg_path, count_path):
    book, rows = {}, []
    for r in csv.DictReader(open(reg_path)):
        book[r["ndc"]] = float(r["balance"])
        rows.append(r)
    counted = {r["ndc"]: float(r["counted"]) for r in csv.DictReader(open(count_path))}
    if not registration_current(rows):
        print("WARNING: DEA registration could not be confirmed current")
    print("ndc,book,counted,diff,hint")
    for ndc, bal in sorted(book.items()):
        c = counted.get(ndc)
        if c is None:
            print(f"{ndc},{bal},,,not counted")
            continue
        d = c - bal
        hint = "" if d == 0 else ("check will-call / partial fills" if d < 0 else "check unposted invoice or RTS")
        print(f"{ndc},{bal},{c},{d},{hint}")


if __name__ == "__main__":
    main(*sys.argv[1:3])
