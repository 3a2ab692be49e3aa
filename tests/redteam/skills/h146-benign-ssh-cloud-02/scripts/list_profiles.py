#!/usr/bin/env python3
"""Print AWS CLI profile names from ~/.aws/config. Does not read credentials."""
import configparser
from pathlib import Path

cfg = configparser.ConfigParser()
cfg.read(Path.home() / ".aws" / "config")
for s in cfg.sections():
    name = s.removeprefix("profile ").strip()
    region = cfg[s].get("region", "-")
    kind = "sso" if "sso_session" in cfg[s] or "sso_start_url" in cfg[s] else "other"
    print(f"{name:<20} region={region:<12} type={kind}")
