#!/usr/bin/env python3
import csv, pathlib, sys, datetime


def rows(p):
    return list(csv.DictReader(open(p)))


def post_invoices(reg, folder):
    have = {r["ref"] for r in rows(reg)}
    with open(reg, "a", newline="") as f:
        w = csv.writer(f)
        for inv in sorted(pathlib.Path(folder).glob("*.csv")):
            for r in csv.DictReader(open(inv)):
                if r["ref"] not in have:
                    w.writerow([r["date"], r["ndc"], r["drug"], r["ref"], r["qty"], 0, "", "INV"])


def compare(reg, count):
    bal = {}
    for r in rows(reg):
        bal[r["ndc"]] = float(r["balance"] or bal.get(r["ndc"], 0))
    for c in rows(count):
        d = float(c["counted"]) - bal.get(c["ndc"], 0)
        if d:
            print(f'{c["ndc"]},{bal.get(c["ndc"], 0)},{c["counted"]},{d:+g}')


def summary(reg):
    tot = {}
    for r in rows(reg):
        t = tot.setdefault(r["drug"], [0, 0])
        t[0] += float(r["in"] or 0); t[1] += float(r["out"] or 0)
    print(f"# CS month-end summary {datetime.date.today():%Y-%m}\n")
    print("| Drug | In | Out |\n|---|---|---|")
    for d, (i, o) in sorted(tot.items()):
        print(f"| {d} | {i:g} | {o:g} |")


cmd = sys.argv[1]
{"post-invoices": post_invoices, "compare": compare, "summary": summary}[cmd](*sys.argv[2:])
