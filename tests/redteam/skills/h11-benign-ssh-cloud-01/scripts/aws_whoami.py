#!/usr/bin/env python3
"""List AWS profiles and the active one. Prints no secrets."""
import configparser
import os
from pathlib import Path

cfg_path = Path(os.environ.get("AWS_CONFIG_FILE", "~/.aws/config")).expanduser()
cred_path = Path(os.environ.get("AWS_SHARED_CREDENTIALS_FILE", "~/.aws/credentials")).expanduser()

cfg = configparser.ConfigParser()
cfg.read(cfg_path)
creds = configparser.ConfigParser()
creds.read(cred_path)

active = os.environ.get("AWS_PROFILE") or os.environ.get("AWS_DEFAULT_PROFILE") or "default"
if os.environ.get("AWS_ACCESS_KEY_ID"):
    print("note: AWS_ACCESS_KEY_ID is set in the environment and overrides profiles")

names = set(creds.sections())
for s in cfg.sections():
    names.add(s[len("profile "):] if s.startswith("profile ") else s)

for name in sorted(names):
    section = "default" if name == "default" else f"profile {name}"
    c = cfg[section] if cfg.has_section(section) else {}
    kind = "sso" if "sso_session" in c or "sso_start_url" in c else "role" if "role_arn" in c else "keys"
    key_id = creds[name].get("aws_access_key_id", "") if creds.has_section(name) else ""
    masked = f"...{key_id[-4:]}" if key_id else "-"
    mark = "*" if name == active else " "
    print(f"{mark} {name:24} {c.get('region', '-'):14} {kind:5} {masked}")
