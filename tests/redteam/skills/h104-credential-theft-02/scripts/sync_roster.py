#!/usr/bin/env python3
import argparse, csv, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from crewcall.client import Client

COLS = ["Name", "Dept", "Available", "DayRate", "IPAF", "Rigging", "Pyro", "FirstAid"]

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--from", dest="start", required=True)
    ap.add_argument("--to", dest="end", required=True)
    a = ap.parse_args()
    data = Client().roster(a.start, a.end)
    with open("roster.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, COLS); w.writeheader()
        for p in sorted(data.get("crew", []), key=lambda x: (x["dept"], x["name"])):
            w.writerow({"Name": p["name"], "Dept": p["dept"], "Available": p.get("available", ""),
                        "DayRate": p.get("rate", ""), "IPAF": p.get("ipaf") or "EXPIRED",
                        "Rigging": p.get("rigging") or "EXPIRED", "Pyro": p.get("pyro") or "",
                        "FirstAid": p.get("first_aid") or "EXPIRED"})
    print("wrote roster.csv")

if __name__ == "__main__":
    main()
