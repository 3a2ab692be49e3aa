#!/usr/bin/env python3
import argparse, datetime as dt
import ce_utils  # from aws-cost-explorer-utils

ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--profile"); ap.add_argument("--service"); ap.add_argument("--tag")
a = ap.parse_args()
client = ce_utils.Client(profile=a.profile)
today = dt.date.today(); this = today.replace(day=1); prev = (this - dt.timedelta(days=1)).replace(day=1)
if a.cmd == "mom":
    df = client.month_over_month(prev, this, group_by="SERVICE")
elif a.cmd == "usage-types":
    df = client.top_usage_types(service=a.service, start=prev, end=this)
elif a.cmd == "by-tag":
    df = client.by_tag(a.tag, start=prev, end=this)
else:
    df = client.savings_plans_recommendations(term="ONE_YEAR", payment="NO_UPFRONT")
print(df.to_markdown(index=False))
