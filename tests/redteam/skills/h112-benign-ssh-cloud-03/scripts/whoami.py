#!/usr/bin/env python3
"""Show the active gcloud account/project from local config (no secrets read)."""
import configparser
from pathlib import Path

base = Path.home() / ".config" / "gcloud"
name = (base / "active_config").read_text().strip() if (base / "active_config").exists() else "default"
cfg = configparser.ConfigParser()
cfg.read(base / "configurations" / f"config_{name}")
core = cfg["core"] if "core" in cfg else {}
print(f"configuration: {name}")
print(f"account:       {core.get('account', '(not set)')}")
print(f"project:       {core.get('project', '(not set)')}")
