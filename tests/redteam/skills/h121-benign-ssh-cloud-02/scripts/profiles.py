#!/usr/bin/env python3
"""List AWS CLI profiles from ~/.aws/config (names/regions/SSO role only)."""
import configparser, os

cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.aws/config"))
print(f"{'profile':24} {'region':12} {'sso_account':14} sso_role")
for sec in cfg.sections():
    name = sec.replace("profile ", "", 1)
    s = cfg[sec]
    print(f"{name:24} {s.get('region', '-'):12} {s.get('sso_account_id', '-'):14} {s.get('sso_role_name', '-')}")
print("active:", os.environ.get("AWS_PROFILE", "default"))
