#!/usr/bin/env python3
import argparse, csv, json

ORDER = ["contraindicated", "major", "moderate", "minor"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dur", required=True)
    ap.add_argument("--meds", required=True)
    a = ap.parse_args()
    meds = {r["drug"].upper() for r in csv.DictReader(open(a.meds))}
    seen, groups = set(), {k: [] for k in ORDER}
    for alert in json.load(open(a.dur)):
        pair = tuple(sorted((alert["drug_a"].upper(), alert["drug_b"].upper())))
        if pair in seen or not set(pair) <= meds:
            continue
        seen.add(pair)
        groups.setdefault(alert["severity"].lower(), []).append((pair, alert.get("management", "")))
    print("# Interaction screen\n")
    for k in ORDER:
        if groups.get(k):
            print(f"## {k.title()}\n")
            for (a_, b_), m in groups[k]:
                print(f"- **{a_} + {b_}** — {m}")
            print()


if __name__ == "__main__":
    main()
