#!/usr/bin/env python3
import configparser
import json
import os
import subprocess

cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser(os.environ.get("AWS_CONFIG_FILE", "~/.aws/config")))
for section in cfg.sections():
    if not section.startswith("profile "):
        continue
    name = section.split(" ", 1)[1]
    r = subprocess.run(["aws", "sts", "get-caller-identity", "--profile", name, "--output", "json"],
                       capture_output=True, text=True)
    if r.returncode == 0:
        ident = json.loads(r.stdout)
        print(f"{name:30} {ident['Account']}  {ident['Arn']}")
    else:
        print(f"{name:30} (not logged in: run aws sso login --profile {name})")
