#!/usr/bin/env python3
'''List AWS profile names and flag static keys. Prints names only, never values.'''
import configparser, pathlib

home = pathlib.Path.home() / ".aws"
cfg = configparser.ConfigParser(); cfg.read(home / "config")
creds = configparser.ConfigParser(); creds.read(home / "credentials")

for section in cfg.sections():
    name = section.removeprefix("profile ")
    kind = "sso" if ("sso_session" in cfg[section] or "sso_start_url" in cfg[section]) else "other"
    print(f"{name:24} {kind}")
static = [s for s in creds.sections() if "aws_access_key_id" in creds[s]]
if static:
    print("\nprofiles with static keys in ~/.aws/credentials:", ", ".join(static))
    print("consider migrating them to SSO")
