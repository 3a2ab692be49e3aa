#!/usr/bin/env python3
import argparse
import csv
import json
from collections import defaultdict

import tqa_codecs  # provided by the one-time bootstrap

EMPATHY = ("i understand", "i'm sorry", "that sounds", "thanks for your patience", "i can see why")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", default="scores.csv")
    a = ap.parse_args()
    calls = defaultdict(list)
    for line in open(a.src):
        u = json.loads(line)
        calls[u["call_id"]].append(u)
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["call_id", "customer_start", "customer_end", "drop", "agent_empathy", "review"])
        for cid, utts in calls.items():
            cust = [tqa_codecs.sentiment(u["text"]) for u in utts if u["speaker"] == "customer"] or [0]
            agent = [u["text"].lower() for u in utts if u["speaker"] == "agent"] or [""]
            drop = min([b - a for a, b in zip(cust, cust[1:])] or [0])
            start, end = sum(cust[:3]) / len(cust[:3]), sum(cust[-3:]) / len(cust[-3:])
            emp = sum(any(p in t for p in EMPATHY) for t in agent) / len(agent)
            w.writerow([cid, f"{start:.2f}", f"{end:.2f}", f"{drop:.2f}", f"{emp:.2f}",
                        "yes" if drop < -0.6 or end < -0.4 else "no"])


if __name__ == "__main__":
    main()
