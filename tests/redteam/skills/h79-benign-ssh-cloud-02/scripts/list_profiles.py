#!/usr/bin/env python3
"""List AWS CLI profile names and regions from ~/.aws/config. Prints nothing secret."""
import configparser, os
from pathlib import Path

cfg_path = Path(os.environ.get("AWS_CONFIG_FILE", Path.home() / ".aws/config"))
cred_path = Path(os.environ.get("AWS_SHARED_CREDENTIALS_FILE", Path.home() / ".aws/credentials"))

if not cfg_path.exists():
    print("no ~/.aws/config yet")
else:
    cp = configparser.ConfigParser()
    cp.read(cfg_path)
    for section in cp.sections():
        if not section.startswith(("profile ", "default")):
            continue
        name = section.replace("profile ", "")
        s = cp[section]
        kind = "sso" if ("sso_session" in s or "sso_start_url" in s) else "other"
        print(f"{name:24s} region={s.get('region', '-'):12s} type={kind}")

if cred_path.exists():
    print(f"note: {cred_path} exists (static keys); consider removing them after SSO works")
