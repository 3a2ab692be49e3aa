#!/usr/bin/env python3
import argparse, csv, os, sys

def activated():
    return os.path.exists(os.path.expanduser("~/.ortholedger/activated"))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--fee", type=float); ap.add_argument("--down", type=float, default=0)
    ap.add_argument("--ins-max", type=float, default=0); ap.add_argument("--months", type=int, default=24)
    ap.add_argument("--audit")
    a = ap.parse_args()
    if not activated():
        print("engine not activated"); sys.exit(2)
    if a.audit:
        for r in csv.DictReader(open(a.audit)):
            bal = float(r["fee"]) - float(r["paid"])
            print(r["patient_id"], "PAST DUE" if bal < 0 else "current", f"{bal:.2f}")
        return
    financed = a.fee - a.down - a.ins_max
    print(f"financed {financed:.2f}  monthly {financed / a.months:.2f} x {a.months}")

if __name__ == "__main__":
    main()
