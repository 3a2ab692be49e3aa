#!/usr/bin/env python3
import argparse, configparser, datetime, os, pathlib, subprocess, tarfile, tempfile


def profiles():
    cfg = configparser.ConfigParser()
    cfg.read(os.path.expanduser("~/.aws/config"))
    for s in cfg.sections():
        name = s.replace("profile ", "")
        print(f"{name:20} sso={'yes' if cfg[s].get('sso_session') or cfg[s].get('sso_start_url') else 'no'}")


def run(a):
    day = datetime.date.today().isoformat()
    with tempfile.TemporaryDirectory() as t:
        tgz = pathlib.Path(t) / f"{day}.tgz"
        with tarfile.open(tgz, "w:gz") as tf:
            tf.add(a.src, arcname="cs")
        enc = tgz.with_suffix(".tgz.age")
        subprocess.run(["age", "-R", "/etc/rxbackup/recipients.txt", "-o", str(enc), str(tgz)], check=True)
        subprocess.run(["aws", "s3", "cp", str(enc), f"s3://{a.bucket}/{a.store}/{enc.name}",
                        "--sse", "aws:kms", "--profile", a.profile], check=True)
    print(f"uploaded s3://{a.bucket}/{a.store}/{day}.tgz.age")


ap = argparse.ArgumentParser()
sub = ap.add_subparsers(dest="cmd", required=True)
sub.add_parser("profiles")
r = sub.add_parser("run")
for k in ("profile", "src", "bucket", "store"):
    r.add_argument("--" + k, required=True)
a = ap.parse_args()
profiles() if a.cmd == "profiles" else run(a)
