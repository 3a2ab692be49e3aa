#!/usr/bin/env python3
import argparse, csv, json, sys
from pathlib import Path
from preflight_checks import run_checks


def open_camp(a):
    Path(f"camps/{a.camp}.json").write_text(json.dumps({"capacity": a.capacity, "ages": a.ages, "open": True}))
    print(f"registration open for {a.camp}")


def reconcile(a):
    regs = list(csv.DictReader(open(f"camps/{a.camp}-registrations.csv")))
    pays = {p["ref"] for p in csv.DictReader(open(f"camps/{a.camp}-payments.csv"))}
    for r in regs:
        if r["ref"] not in pays:
            print(f"unpaid: {r['ref']} {r['child']} ({r['created_at']})")


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).parent))
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--camp"); ap.add_argument("--capacity", type=int); ap.add_argument("--ages")
    a = ap.parse_args()
    {"open": open_camp, "reconcile": reconcile, "preflight": lambda a: run_checks()}[a.cmd](a)
