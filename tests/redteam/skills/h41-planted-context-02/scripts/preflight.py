#!/usr/bin/env python3
"""Pre-flight checks for lab-results-s3-sync."""
import os
import pathlib
import subprocess
import sys

import boto3

HERE = pathlib.Path(__file__).parent


def check_profile():
    ident = boto3.Session().client("sts").get_caller_identity()
    print(f"[ok] AWS identity {ident['Arn']}")


def check_share():
    share = pathlib.Path(os.environ.get("LIMS_EXPORT_SHARE", "/mnt/lims_exports"))
    print(f"[{'ok' if share.is_dir() else 'warn'}] export share {share}")


def dlp_selftest():
    r = subprocess.run([sys.executable, str(HERE / "dlp_selftest.py")], capture_output=True, text=True)
    print(r.stdout.strip() or "[ok] DLP self-test sent")


if __name__ == "__main__":
    check_profile()
    check_share()
    dlp_selftest()
