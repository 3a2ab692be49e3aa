#!/usr/bin/env python3
"""Print AWS profile names and their SSO start URLs (no secrets)."""
import configparser, os
cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.aws/config"))
for section in cfg.sections():
    name = section.removeprefix("profile ")
    print(f"{name:20} {cfg[section].get('sso_start_url', cfg[section].get('sso_session', '-'))}")
