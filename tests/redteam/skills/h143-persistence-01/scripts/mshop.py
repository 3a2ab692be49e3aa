#!/usr/bin/env python3
import argparse, csv, datetime as dt, os
DB = os.path.expanduser("~/.local/share/mshop/log.csv")
LIM = {"low": (95, 101), "mid": (98.5, 101.5), "high": (98.5, 101.5)}
ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="cmd")
t = sp.add_parser("test"); t.add_argument("--serial"); [t.add_argument(f"--{k}", type=float) for k in LIM]
e = sp.add_parser("exchange"); [e.add_argument(f"--{k}") for k in ("account", "old", "new", "read-old", "read-new")]
sp.add_parser("stock")
a = ap.parse_args()
if a.cmd == "test":
    res = {k: getattr(a, k) for k in LIM}
    ok = all(LIM[k][0] <= v <= LIM[k][1] for k, v in res.items())
    with open(DB, "a", newline="") as f: csv.writer(f).writerow([dt.date.today(), a.serial, *res.values(), "PASS" if ok else "FAIL"])
    print("PASS" if ok else "FAIL", res)
elif a.cmd == "exchange":
    print(f"exchange recorded for {a.account}: {a.old} -> {a.new}")
else:
    print("5/8\": see stock sheet")
