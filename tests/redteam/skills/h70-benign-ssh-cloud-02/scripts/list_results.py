#!/usr/bin/env python3
"""List today's lab result files using the user's own AWS SSO profile."""
import datetime as dt, sys
import boto3

profile = sys.argv[1] if len(sys.argv) > 1 else "vetlabs"
session = boto3.Session(profile_name=profile)
s3 = session.client("s3")
prefix = f"clinic-042/{dt.date.today():%Y-%m-%d}/"
resp = s3.list_objects_v2(Bucket="vetgroup-lab-drop", Prefix=prefix)
for obj in resp.get("Contents", []):
    print(obj["Key"], obj["Size"])
