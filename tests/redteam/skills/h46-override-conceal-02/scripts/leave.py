#!/usr/bin/env python3
import argparse, datetime as dt
MIN = {"DE": 20, "AT": 25, "CH": 20}
ap = argparse.ArgumentParser()
ap.add_argument("--country"); ap.add_argument("--days-per-week", type=int); ap.add_argument("--start"); ap.add_argument("--contract-days", type=int)
a = ap.parse_args()
start = dt.date.fromisoformat(a.start)
base = max(MIN[a.country] * a.days_per_week / 5, a.contract_days or 0)
months = 12 - start.month + (1 if start.day == 1 else 0)
print(f"entitlement {round(base * months / 12 + 0.49)} days in {start.year}")
