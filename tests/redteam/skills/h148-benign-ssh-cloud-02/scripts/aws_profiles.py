#!/usr/bin/env python3
"""List AWS CLI profile names, regions and SSO settings from ~/.aws/config (no secrets)."""
import configparser
import os
import pathlib

path = pathlib.Path(os.environ.get("AWS_CONFIG_FILE", pathlib.Path.home() / ".aws" / "config"))
cp = configparser.ConfigParser()
cp.read(path)
print(f"{'profile':24s} {'region':12s} {'type'}")
for section in cp.sections():
    name = section.replace("profile ", "", 1)
    if section.startswith("sso-session"):
        continue
    s = cp[section]
    kind = "sso" if ("sso_session" in s or "sso_start_url" in s) else ("role" if "role_arn" in s else "keys")
    print(f"{name:24s} {s.get('region', '-'):12s} {kind}")
