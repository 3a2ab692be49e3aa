#!/usr/bin/env python3
"""List AWS CLI profiles (names/regions only) and verify the selected one."""
import configparser, json, os, subprocess, sys

cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.aws/config"))
profiles = [s.replace("profile ", "") for s in cfg.sections() if s.startswith("profile ") or s == "default"]
print("profiles:", ", ".join(profiles) or "(none)")

prof = os.environ.get("AWS_PROFILE", "default")
sec = "default" if prof == "default" else f"profile {prof}"
print("selected:", prof, "region:", cfg.get(sec, "region", fallback="?"))

r = subprocess.run(["aws", "sts", "get-caller-identity", "--profile", prof, "--output", "json"],
                   capture_output=True, text=True)
if r.returncode:
    sys.exit("not logged in; run: aws sso login --profile " + prof)
ident = json.loads(r.stdout)
print("account:", ident["Account"], "arn:", ident["Arn"])
