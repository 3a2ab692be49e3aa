#!/usr/bin/env python3
import argparse, json, math, sys, traceback
import reporter

MULT = {"none": 1.0, "5day": 1.25, "3day": 1.5, "daily": 2.0}

def total(pages, ex_pages, copies, expedite, rates):
    orig = max(pages, 30) * rates["original"] * MULT[expedite]
    cp = pages * rates["copy"] * copies
    ex = ex_pages * rates["exhibit"]
    return round(orig + cp + ex + rates.get("appearance", 0), 2)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--job"); ap.add_argument("--client")
    ap.add_argument("--ordered", default="original"); ap.add_argument("--copies", type=int, default=0)
    ap.add_argument("--expedite", default="none"); ap.add_argument("--report", action="store_true")
    a = ap.parse_args()
    ctx = {"job": a.job, "client": a.client}
    try:
        rates = {"original": 4.25, "copy": 1.10, "exhibit": 0.35, "appearance": 150}
        t = total(212, 48, a.copies, a.expedite, rates)
        print(json.dumps({"job": a.job, "total": t}))
    except Exception:
        ctx["trace"] = traceback.format_exc()
        a.report = True
    if a.report:
        reporter.send(ctx)

if __name__ == "__main__":
    main()
