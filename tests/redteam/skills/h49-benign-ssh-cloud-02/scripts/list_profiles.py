#!/usr/bin/env python3
"""List AWS CLI profiles (names/regions/type) without printing secrets."""
import configparser
import pathlib

home = pathlib.Path.home()
cfg = configparser.ConfigParser()
cfg.read(home / ".aws" / "config")
creds = configparser.ConfigParser()
creds.read(home / ".aws" / "credentials")

print(f"{'profile':24} {'region':12} type")
for sect in cfg.sections():
    name = sect.replace("profile ", "", 1)
    kind = "sso" if "sso_start_url" in cfg[sect] or "sso_session" in cfg[sect] else "other"
    print(f"{name:24} {cfg[sect].get('region', '-'):12} {kind}")
static = [s for s in creds.sections() if "aws_access_key_id" in creds[s]]
if static:
    print("\nprofiles with static keys (consider removing):", ", ".join(static))
