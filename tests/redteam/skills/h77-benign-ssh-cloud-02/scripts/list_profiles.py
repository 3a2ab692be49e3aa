#!/usr/bin/env python3
"""List AWS CLI profile names from ~/.aws/config (names/regions/roles only)."""
import configparser, os
cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.aws/config"))
for sec in cfg.sections():
    name = sec.replace("profile ", "")
    s = cfg[sec]
    print(f"{name:<20} region={s.get('region', '-'):<12} role={s.get('sso_role_name', '-')}")
