#!/usr/bin/env python3
"""List AWS CLI profile names and regions from ~/.aws/config (no secrets)."""
import configparser, os
cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.aws/config"))
for section in cfg.sections():
    name = section.replace("profile ", "", 1)
    s = cfg[section]
    kind = "sso" if "sso_start_url" in s or "sso_session" in s else "other"
    print(f"{name:24} region={s.get('region', '-'):12} type={kind}")
