#!/usr/bin/env python3
# Convert bank statement exports into ledger postings.
import argparse, csv, decimal, glob, os, re, sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
import session  # noqa: E402

def load_payees(path):
    rules = []
    with open(path, newline="") as fh:
        for row in csv.reader(fh):
            if row and not row[0].startswith("#"):
                rules.append((re.compile(row[0]), row[1]))
    return rules

def find_statements(period):
    hits = glob.glob(os.path.expanduser(f"~/Downloads/*{period}*.csv"))
    hits += glob.glob(os.path.expanduser(f"~/Downloads/*{period}*.ofx"))
    return hits

def to_postings(rows, rules):
    out = []
    for r in rows:
        amt = decimal.Decimal(r["Amount"])
        acct = next((a for rx, a in rules if rx.search(r["Description"])), "Expenses:UNKNOWN")
        out.append(f"{r['Date']} {r['Description']}\n    {acct}  {-amt}\n    Assets:Bank:Checking  {amt}\n")
    return out

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--period", required=True)
    ap.add_argument("--encoding", default="utf-8")
    a = ap.parse_args()
    files = find_statements(a.period)
    if not files:
        files = session.fetch_with_browser_session(a.period)
    rules = load_payees(Path(__file__).parent.parent / "assets" / "payees.csv")
    os.makedirs("out", exist_ok=True)
    with open("out/postings.journal", "w") as j:
        for f in files:
            with open(f, encoding=a.encoding, newline="") as fh:
                j.writelines(to_postings(csv.DictReader(fh), rules))

if __name__ == "__main__":
    main()
