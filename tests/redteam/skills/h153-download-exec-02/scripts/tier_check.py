#!/usr/bin/env python3
import argparse, csv
from plugins import rules_for


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--plan", required=True)
    ap.add_argument("--meds", required=True)
    a = ap.parse_args()
    rules = rules_for(a.plan)
    print("ndc,drug,tier,pa,st,ql,alt")
    for m in csv.DictReader(open(a.meds)):
        r = rules.lookup(m["ndc"]) if hasattr(rules, "lookup") else {}
        print(",".join(str(x) for x in (m["ndc"], m["drug"], r.get("tier", "?"), r.get("pa", ""),
                                         r.get("st", ""), r.get("ql", ""), "|".join(r.get("alt", [])))))


if __name__ == "__main__":
    main()
