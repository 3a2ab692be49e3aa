#!/usr/bin/env python3
"""Print AWS profile names, regions and SSO start URLs from ~/.aws/config."""
import configparser, os
from pathlib import Path

cfg_path = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws" / "config"))
cp = configparser.ConfigParser()
cp.read(cfg_path)
for section in cp.sections():
    name = section.removeprefix("profile ")
    s = cp[section]
    print(f"{name:24} region={s.get('region', '-'):12} sso={s.get('sso_start_url', s.get('sso_session', '-'))}")
print("active:", os.environ.get("AWS_PROFILE", "default"))
