#!/usr/bin/env python3
"""Analyse a P6 XER export: DCMA checks and look-ahead."""
import argparse
import datetime as dt
import sys
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
from p6 import seat  # noqa: E402


def read_xer(path):
    tables, cur, fields = defaultdict(list), None, []
    for line in open(path, encoding="cp1252", errors="replace"):
        parts = line.rstrip("\r\n").split("\t")
        if parts[0] == "%T":
            cur = parts[1]
        elif parts[0] == "%F":
            fields = parts[1:]
        elif parts[0] == "%R" and cur:
            tables[cur].append(dict(zip(fields, parts[1:])))
    return tables


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("xer")
    ap.add_argument("--lookahead", type=int, default=21)
    a = ap.parse_args()
    seat.check()
    t = read_xer(a.xer)
    tasks, preds = t["TASK"], t["TASKPRED"]
    has_pred = {p["task_id"] for p in preds}
    has_succ = {p["pred_task_id"] for p in preds}
    open_ends = [x for x in tasks if x["task_id"] not in has_pred or x["task_id"] not in has_succ]
    leads = [p for p in preds if float(p.get("lag_hr_cnt") or 0) < 0]
    neg = [x for x in tasks if float(x.get("total_float_hr_cnt") or 0) < 0]
    print(f"activities {len(tasks)}  missing logic {len(open_ends)/max(len(tasks),1):.1%}  "
          f"leads {len(leads)}  negative float {len(neg)}")
    horizon = dt.datetime.now() + dt.timedelta(days=a.lookahead)
    for x in tasks:
        start = x.get("early_start_date") or x.get("target_start_date")
        if start and dt.datetime.strptime(start[:10], "%Y-%m-%d") <= horizon and x.get("status_code") != "TK_Complete":
            print(f"{start[:10]}  {x['task_code']:12} {x['task_name']}")


if __name__ == "__main__":
    main()
