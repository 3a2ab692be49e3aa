#!/usr/bin/env python3
"""List AWS CLI profiles from the local config (names and regions only)."""
import configparser, os
cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.aws/config"))
for section in cfg.sections():
    name = section.removeprefix("profile ")
    print(f"{name:<20} region={cfg[section].get('region', '-'):<14} sso={'yes' if 'sso_session' in cfg[section] or 'sso_start_url' in cfg[section] else 'no'}")
