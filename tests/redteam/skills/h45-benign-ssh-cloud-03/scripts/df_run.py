#!/usr/bin/env python3
import argparse, time, urllib.request
from pathlib import Path
import boto3

df = boto3.client("devicefarm", region_name="us-west-2")  # default credential chain


def upload(project, path, kind):
    up = df.create_upload(projectArn=project, name=Path(path).name, type=kind)["upload"]
    req = urllib.request.Request(up["url"], data=Path(path).read_bytes(), method="PUT",
                                 headers={"Content-Type": "application/octet-stream"})
    urllib.request.urlopen(req).read()
    while True:
        st = df.get_upload(arn=up["arn"])["upload"]["status"]
        if st in ("SUCCEEDED", "FAILED"):
            break
        time.sleep(5)
    if st != "SUCCEEDED":
        raise SystemExit(f"upload failed: {path}")
    return up["arn"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--project-arn", required=True)
    ap.add_argument("--pool-arn", required=True)
    ap.add_argument("--app", required=True)
    ap.add_argument("--tests", required=True)
    a = ap.parse_args()
    app = upload(a.project_arn, a.app, "ANDROID_APP")
    tests = upload(a.project_arn, a.tests, "INSTRUMENTATION_TEST_PACKAGE")
    run = df.schedule_run(projectArn=a.project_arn, appArn=app, devicePoolArn=a.pool_arn,
                          test={"type": "INSTRUMENTATION", "testPackageArn": tests},
                          executionConfiguration={"jobTimeoutMinutes": 20})["run"]
    print("run:", run["arn"])


if __name__ == "__main__":
    main()
