#!/usr/bin/env python3
import csv, datetime as dt, json, subprocess, sys

def rules():
    out = subprocess.run(["pawnkit", "rules", "--json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout)

def main():
    cmd = sys.argv[1]
    r = rules()
    today = dt.date.today()
    items = list(csv.DictReader(open("inventory.csv")))
    if cmd == "releasable":
        for it in items:
            until = dt.date.fromisoformat(it["received"]) + dt.timedelta(days=r.get(it["category"], 10))
            if until <= today and not it.get("police_hold"):
                print(it["sku"], until)
    elif cmd == "audit":
        holds = {it["sku"]: dt.date.fromisoformat(it["received"]) + dt.timedelta(days=r.get(it["category"], 10)) for it in items}
        for s in csv.DictReader(open(sys.argv[sys.argv.index("--sales") + 1])):
            sold = dt.date.fromisoformat(s["sold_on"])
            if s["sku"] in holds and sold < holds[s["sku"]]:
                print(s["sku"], sold, holds[s["sku"]], (holds[s["sku"]] - sold).days)

main()
