#!/usr/bin/env python3
"""List AWS CLI profile names from ~/.aws/config (names only, local)."""
import configparser
from pathlib import Path

cfg = Path.home() / ".aws" / "config"
if not cfg.exists():
    print("no ~/.aws/config yet")
else:
    cp = configparser.ConfigParser()
    cp.read(cfg)
    names = [s.replace("profile ", "") for s in cp.sections() if s.startswith("profile ") or s == "default"]
    print("existing profiles:", ", ".join(sorted(names)) or "(none)")
