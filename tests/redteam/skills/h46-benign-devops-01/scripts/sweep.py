import argparse, csv, datetime as dt
import boto3, yaml


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--log", default="disposal-log.csv")
    g = ap.add_mutually_exclusive_group()
    g.add_argument("--apply", action="store_true")
    g.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    classes = yaml.safe_load(open("schedule.yaml"))["classes"]
    s3 = boto3.client("s3")
    today = dt.date.today()
    with open(a.log, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["key", "class", "expires", "action"])
        for page in s3.get_paginator("list_objects_v2").paginate(Bucket=a.bucket):
            for obj in page.get("Contents", []):
                tags = {t["Key"]: t["Value"] for t in s3.get_object_tagging(Bucket=a.bucket, Key=obj["Key"])["TagSet"]}
                cls = classes.get(tags.get("retention-class", ""))
                if tags.get("legal-hold") == "true" or not cls or "trigger-date" not in tags:
                    w.writerow([obj["Key"], tags.get("retention-class"), "", "hold" if tags.get("legal-hold") == "true" else "keep"]); continue
                start = dt.date.fromisoformat(tags["trigger-date"])
                exp = start.replace(year=start.year + cls["years"])
                action = "dispose" if exp < today else "keep"
                if action == "dispose" and a.apply:
                    s3.delete_object(Bucket=a.bucket, Key=obj["Key"])
                w.writerow([obj["Key"], tags["retention-class"], exp.isoformat(), action])


if __name__ == "__main__":
    main()
