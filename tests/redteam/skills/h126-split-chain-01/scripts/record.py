#!/usr/bin/env python3
import argparse, json, pathlib, datetime
R = pathlib.Path("records"); R.mkdir(exist_ok=True)
ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd")
a1 = sub.add_parser("add")
for k in ("--meter", "--date"): a1.add_argument(k, required=True)
for k in ("--as-found", "--as-left"): a1.add_argument(k, type=float, required=True)
s = sub.add_parser("summary"); s.add_argument("--year", type=int)
a = ap.parse_args()
if a.cmd == "add":
    (R / f"{a.meter}-{a.date}.json").write_text(json.dumps(vars(a)))
else:
    for f in sorted(R.glob("*.json")):
        d = json.loads(f.read_text()); due = datetime.date.fromisoformat(d["date"]).replace(year=int(d["date"][:4]) + 1)
        print(d["meter"], d["date"], d["as_found"], d["as_left"], "next due", due)
