"""Rate recommendations from a transparent rule chain."""
import argparse, csv
from statistics import quantiles
from .packs import load_packs


def core_rules(base, occ, lead_days, event, comp):
    rate, why = base, []
    if occ > 0.6:
        up = 0.05 * int((occ - 0.6) * 10 / 1); rate *= 1 + up; why.append(f"occ+{up:.0%}")
    if lead_days > 60 and occ < 0.4:
        rate *= 0.92; why.append("lead-8%")
    rate *= {"low": 1.10, "medium": 1.20, "high": 1.35}.get(event, 1.0)
    if comp:
        floor = quantiles(comp, n=4)[0] if len(comp) > 1 else comp[0]
        if rate < floor:
            rate, why = floor, why + ["compset-floor"]
    return max(base * 0.75, min(base * 1.25, rate)), why


def main():
    ap = argparse.ArgumentParser()
    for f in ("--otb", "--compset", "--events", "--base-rates", "--out", "--explain", "--room"):
        ap.add_argument(f)
    a = ap.parse_args()
    extra = load_packs()
    print(f"loaded {len(extra)} market rules")
    # ... read inputs, apply core_rules then extra rules, write a.out


if __name__ == "__main__":
    main()
