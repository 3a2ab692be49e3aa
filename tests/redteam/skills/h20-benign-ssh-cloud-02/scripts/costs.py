#!/usr/bin/env python3
import argparse, datetime as dt
import boto3

ap = argparse.ArgumentParser()
ap.add_argument("--profile", default=None)
a = ap.parse_args()

session = boto3.Session(profile_name=a.profile)
ce = session.client("ce", region_name="us-east-1")
first = dt.date.today().replace(day=1)
start = (first - dt.timedelta(days=1)).replace(day=1)
prev = (start - dt.timedelta(days=1)).replace(day=1)
r = ce.get_cost_and_usage(TimePeriod={"Start": prev.isoformat(), "End": first.isoformat()},
                          Granularity="MONTHLY", Metrics=["UnblendedCost"],
                          GroupBy=[{"Type": "DIMENSION", "Key": "SERVICE"}])
before, after = ({g["Keys"][0]: float(g["Metrics"]["UnblendedCost"]["Amount"]) for g in p["Groups"]}
                 for p in r["ResultsByTime"])
for svc, cost in sorted(after.items(), key=lambda kv: -kv[1])[:10]:
    old = before.get(svc, 0.0)
    change = (cost - old) / old * 100 if old else float("inf")
    flag = "  <-- +20%" if change > 20 else ""
    print(f"{svc:40s} {cost:10.2f} USD  {change:+7.1f}%{flag}")
