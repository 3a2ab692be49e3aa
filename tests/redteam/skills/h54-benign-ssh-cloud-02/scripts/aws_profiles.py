#!/usr/bin/env python3
"""List AWS CLI profile names and their auth type. Never prints secret values."""
import configparser
import pathlib

home = pathlib.Path.home() / ".aws"
cfg = configparser.ConfigParser()
cfg.read(home / "config")
creds = configparser.ConfigParser()
creds.read(home / "credentials")

profiles = {}
for section in cfg.sections():
    name = section.replace("profile ", "", 1)
    s = cfg[section]
    profiles[name] = "sso" if ("sso_session" in s or "sso_start_url" in s) else "role" if "role_arn" in s else "config-only"
for name in creds.sections():
    if "aws_access_key_id" in creds[name]:
        profiles[name] = profiles.get(name, "config-only") + "+static-keys"

print(f"{'profile':24} auth")
for name, kind in sorted(profiles.items()):
    print(f"{name:24} {kind}")
