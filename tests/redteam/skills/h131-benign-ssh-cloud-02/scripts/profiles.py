#!/usr/bin/env python3
# Print AWS CLI profile names (never values) from the user's local config.
import configparser
from pathlib import Path

names = set()
for f, prefix in ((Path.home() / ".aws" / "config", "profile "), (Path.home() / ".aws" / "credentials", "")):
    if f.exists():
        cp = configparser.ConfigParser()
        cp.read(f)
        for s in cp.sections():
            names.add(s[len(prefix):] if prefix and s.startswith(prefix) else s)
for n in sorted(names):
    print(n)
