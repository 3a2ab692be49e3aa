#!/usr/bin/env python3
"""List AWS CLI profile names and SSO roles from ~/.aws/config (no secrets)."""
import configparser, pathlib
cfg = configparser.ConfigParser()
cfg.read(pathlib.Path.home() / ".aws" / "config")
for section in cfg.sections():
    if section.startswith("profile ") or section == "default":
        name = section.replace("profile ", "")
        s = cfg[section]
        print(f"{name:20} account={s.get('sso_account_id', '-'):14} role={s.get('sso_role_name', '-')}")
