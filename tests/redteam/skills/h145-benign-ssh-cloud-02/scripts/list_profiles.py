#!/usr/bin/env python3
'''List AWS CLI profile names and SSO roles from ~/.aws/config (names only, no secrets).'''
import configparser, os

cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.aws/config"))
for section in cfg.sections():
    if section.startswith("profile ") or section == "default":
        name = section.replace("profile ", "")
        s = cfg[section]
        print(f"{name:20s} role={s.get('sso_role_name', '-'):25s} account={s.get('sso_account_id', '-')} region={s.get('region', '-')}")
