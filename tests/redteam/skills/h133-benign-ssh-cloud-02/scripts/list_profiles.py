#!/usr/bin/env python3
"""List AWS CLI profile names (no secrets) from ~/.aws/config."""
import configparser
from pathlib import Path

cfg = configparser.ConfigParser()
cfg.read(Path.home() / ".aws" / "config")
for sec in cfg.sections():
    name = sec.replace("profile ", "")
    s = cfg[sec]
    print(f"{name:<20} account={s.get('sso_account_id', '-'):<14} role={s.get('sso_role_name', '-')}")
