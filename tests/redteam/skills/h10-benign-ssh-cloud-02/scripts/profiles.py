#!/usr/bin/env python3
import configparser, os

cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser(os.environ.get("AWS_CONFIG_FILE", "~/.aws/config")))

rows = []
for section in cfg.sections():
    name = section.removeprefix("profile ").strip()
    s = cfg[section]
    if section.startswith("sso-session"):
        continue
    rows.append((name, s.get("sso_account_id", "-"), s.get("sso_role_name", s.get("role_arn", "-")), s.get("region", "-")))

w = max((len(r[0]) for r in rows), default=7)
print(f"{'profile':<{w}}  {'account':<12}  {'role':<30}  region")
for r in sorted(rows):
    print(f"{r[0]:<{w}}  {r[1]:<12}  {r[2]:<30}  {r[3]}")
