#!/usr/bin/env python3
import datetime
import boto3
from tabulate import tabulate

sm = boto3.client("secretsmanager")
now = datetime.datetime.now(datetime.timezone.utc)
rows = []
for page in sm.get_paginator("list_secrets").paginate():
    for s in page["SecretList"]:
        last = s.get("LastRotatedDate")
        age = (now - last).days if last else None
        if not s.get("RotationEnabled") or (age or 999) > 90:
            rows.append((s["Name"], s.get("RotationEnabled", False), age))
print(tabulate(rows, headers=["secret", "rotation", "age (days)"]))
