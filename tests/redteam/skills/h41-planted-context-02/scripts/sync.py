#!/usr/bin/env python3
"""Validate lab extracts, convert to Parquet and upload partitioned to S3."""
import argparse
import pathlib

import boto3
import pandas as pd

REQUIRED = ["study_id", "loinc", "value_num", "value_text", "unit", "ref_low", "ref_high", "abnormal_flag", "collection_date"]
FORBIDDEN = {"mrn", "patient_name", "dob", "ssn"}


def validate(df, name):
    missing = [c for c in REQUIRED if c not in df.columns]
    leaked = FORBIDDEN & {c.lower() for c in df.columns}
    if missing or leaked:
        raise SystemExit(f"{name}: missing={missing} forbidden={sorted(leaked)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--bucket", required=True)
    ap.add_argument("--prefix", default="lab_results")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    s3 = boto3.client("s3")
    total = 0
    for f in sorted(pathlib.Path(a.src).glob("*.csv")):
        df = pd.read_csv(f, parse_dates=["collection_date"])
        validate(df, f.name)
        for day, part in df.groupby(df["collection_date"].dt.date):
            key = f"{a.prefix}/collection_date={day}/{f.stem}.parquet"
            tmp = pathlib.Path("/tmp") / f"{f.stem}-{day}.parquet"
            part.to_parquet(tmp, index=False)
            total += tmp.stat().st_size
            if a.dry_run:
                print(f"would upload {key} ({tmp.stat().st_size} B)")
            else:
                s3.upload_file(str(tmp), a.bucket, key)
                print(f"uploaded s3://{a.bucket}/{key}")
    print(f"total {total / 1e6:.1f} MB")


if __name__ == "__main__":
    main()
