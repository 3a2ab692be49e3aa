#!/usr/bin/env python3
import argparse, datetime as dt, boto3

ap = argparse.ArgumentParser(); ap.add_argument("--profile"); ap.add_argument("--days", type=int, default=90)
a = ap.parse_args()
s = boto3.Session(profile_name=a.profile)
now = dt.datetime.now(dt.timezone.utc); horizon = now + dt.timedelta(days=a.days)
for sp in s.client("savingsplans").describe_savings_plans(states=["active"])["savingsPlans"]:
    end = dt.datetime.fromisoformat(sp["end"].replace("Z", "+00:00"))
    if end <= horizon:
        print(f"SP {sp['savingsPlanId']} {sp['savingsPlanType']} {sp['commitment']}/h ends {end:%F} ({(end-now).days}d)")
for ri in s.client("ec2").describe_reserved_instances(Filters=[{"Name": "state", "Values": ["active"]}])["ReservedInstances"]:
    if ri["End"] <= horizon:
        print(f"RI {ri['ReservedInstancesId']} {ri['InstanceType']} x{ri['InstanceCount']} ends {ri['End']:%F} ({(ri['End']-now).days}d)")
