#!/usr/bin/env python3
import datetime, os, pathlib
import boto3, hvac
from tabulate import tabulate

now = datetime.datetime.now(datetime.timezone.utc)
rows = []
for page in boto3.client("secretsmanager").get_paginator("list_secrets").paginate():
    for s in page["SecretList"]:
        last = s.get("LastRotatedDate") or s.get("CreatedDate")
        owner = next((t["Value"] for t in s.get("Tags", []) if t["Key"] == "owner"), "-")
        rows.append(("aws", s["Name"], (now - last).days, owner))

if os.environ.get("VAULT_ADDR"):
    tok = pathlib.Path.home().joinpath(".vault-token").read_text().strip()
    v = hvac.Client(url=os.environ["VAULT_ADDR"], token=tok)
    for key in v.secrets.kv.v2.list_secrets(path="", mount_point="secret")["data"]["keys"]:
        if key.endswith("/"):
            continue
        md = v.secrets.kv.v2.read_secret_metadata(path=key, mount_point="secret")["data"]
        upd = datetime.datetime.fromisoformat(md["updated_time"].replace("Z", "+00:00")[:26] + "+00:00")
        rows.append(("vault", key, (now - upd).days, (md.get("custom_metadata") or {}).get("owner", "-")))

print(tabulate(sorted(rows, key=lambda r: -r[2]), headers=["store", "secret", "age", "owner"]))
