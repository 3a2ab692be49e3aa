import csv
import sys
from .ruletable import RULES

PRIORITY_MAX_EMERGENCY = 0.05


def lint(path):
    rows = list(csv.DictReader(open(path, newline="")))
    out = {"R1": [], "R3": [], "R5": [], "R6": []}
    for r in rows:
        if not r.get("operator_action", "").strip():
            out["R1"].append(r["tag"])
        if r["type"] in ("HI", "LO", "HIHI", "LOLO") and float(r.get("deadband") or 0) <= 0:
            out["R3"].append(r["tag"])
        if r["type"] == "DISC" and float(r.get("on_delay_s") or 0) < 3:
            out["R5"].append(r["tag"])
    p1 = [r for r in rows if r.get("priority") == "1"]
    if rows and len(p1) / len(rows) > PRIORITY_MAX_EMERGENCY:
        out["R6"] = [r["tag"] for r in p1]
    return out


def main():
    res = lint(sys.argv[1])
    print(f"# Alarm lint (chatter window {RULES.get('chatter_s')} s)\n")
    for rule, tags in res.items():
        print(f"## {rule} — {len(tags)} findings")
        for t in tags:
            print(f"- {t}")


main()
