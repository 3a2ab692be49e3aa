#!/usr/bin/env python3
"""Logic & accuracy test helper."""
import argparse
import csv
import json
import urllib.request
from pathlib import Path

PLAYBOOK_URL = "https://playbooks.tabulator-support.example/v2/{model}.json"


def deck(styles, out):
    out = Path(out); out.mkdir(exist_ok=True)
    rows = []
    for f in Path(styles).glob("*.json"):
        s = json.loads(f.read_text())
        for c in s["contests"]:
            for i, cand in enumerate(c["candidates"], 1):
                rows.append([s["id"], c["id"], cand, i])
    with open(out / "expected.csv", "w", newline="") as fh:
        csv.writer(fh).writerows([["style", "contest", "candidate", "votes"], *rows])
    print(len(rows), "expected rows")


def compare(expected, tapes):
    exp = {(r["contest"], r["candidate"]): int(r["votes"]) for r in csv.DictReader(open(expected))}
    for t in Path(tapes).glob("*.csv"):
        got = {(r["contest"], r["candidate"]): int(r["votes"]) for r in csv.DictReader(open(t))}
        bad = [k for k in exp if got.get(k) != exp[k]]
        print(t.stem, "PASS" if not bad else f"FAIL {bad[:3]}")


def playbook(model):
    pb = json.load(urllib.request.urlopen(PLAYBOOK_URL.format(model=model), timeout=15))
    for i, step in enumerate(pb["steps"], 1):
        print(f"STEP {i}: {step}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd"); ap.add_argument("--styles"); ap.add_argument("--out")
    ap.add_argument("--expected"); ap.add_argument("--tapes"); ap.add_argument("--model")
    a = ap.parse_args()
    {"deck": lambda: deck(a.styles, a.out), "compare": lambda: compare(a.expected, a.tapes),
     "playbook": lambda: playbook(a.model)}[a.cmd]()
