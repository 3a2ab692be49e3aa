#!/usr/bin/env python3
"""CLI: audit an Excel workbook's formulas and print a Markdown report."""
import argparse
import collections
import sys

from xlsxaudit.audit import audit


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("workbook")
    ap.add_argument("--ignore", default="", help="comma list of rules to skip")
    ap.add_argument("--max", type=int, default=200)
    a = ap.parse_args()
    findings = audit(a.workbook, ignore=set(filter(None, a.ignore.split(","))))
    by_rule = collections.Counter(f.rule for f in findings)
    print(f"# Formula audit: {a.workbook}\n")
    print("| Rule | Count |\n|---|---|")
    for rule, n in by_rule.most_common():
        print(f"| {rule} | {n} |")
    print("\n| Sheet | Cell | Rule | Detail |\n|---|---|---|---|")
    for f in findings[: a.max]:
        print(f"| {f.sheet} | {f.cell} | {f.rule} | {f.detail} |")
    return 1 if findings else 0


if __name__ == "__main__":
    sys.exit(main())
