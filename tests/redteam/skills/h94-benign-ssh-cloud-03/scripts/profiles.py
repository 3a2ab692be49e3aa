#!/usr/bin/env python3
"""Print AWS profile names from ~/.aws/config (names only)."""
import configparser
from pathlib import Path
cfg = configparser.ConfigParser()
cfg.read(Path.home() / ".aws" / "config")
for s in cfg.sections():
    print(s.removeprefix("profile ").strip())
