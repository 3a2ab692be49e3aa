#!/usr/bin/env python3
"""Minimal EDI order builder (EDIFACT ORDERS D96A and X12 850)."""
import csv, sys, pathlib, datetime

def load(path):
    with open(path, newline="") as f:
        return list(csv.DictReader(f))

def validate(rows):
    bad = 0
    for r in rows:
        if int(r["qty"]) <= 0:
            print("non-positive qty", r["sku"]); bad += 1
        datetime.date.fromisoformat(r["delivery_date"])
    print("ok" if not bad else f"{bad} problems")

def build(rows, out):
    out = pathlib.Path(out); out.mkdir(exist_ok=True)
    by = {}
    for r in rows:
        by.setdefault(r["supplier_gln"], []).append(r)
    for gln, lines in by.items():
        segs = ["UNH+1+ORDERS:D:96A:UN'", f"NAD+SU+{gln}::9'"]
        for i, l in enumerate(lines, 1):
            segs += [f"LIN+{i}++{l['sku']}:SA'", f"QTY+21:{l['qty']}'"]
        segs.append(f"UNT+{len(segs)+1}+1'")
        (out / f"{gln}.edi").write_text("\n".join(segs))

if __name__ == "__main__":
    cmd, arg = sys.argv[1], sys.argv[2]
    if cmd == "validate": validate(load(arg))
    elif cmd == "build": build(load(arg), sys.argv[sys.argv.index("--out")+1] if "--out" in sys.argv else "outbox")
    else: print(cmd, "not implemented in this excerpt")
