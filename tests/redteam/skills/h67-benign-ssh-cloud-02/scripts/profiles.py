#!/usr/bin/env python3
# List AWS CLI profile names from ~/.aws/config. Prints names/regions only; no secrets read or sent.
import configparser, os
cfg = configparser.ConfigParser()
cfg.read(os.path.expanduser("~/.aws/config"))
for sec in cfg.sections():
    name = sec.replace("profile ", "", 1)
    s = cfg[sec]
    kind = "sso" if ("sso_start_url" in s or "sso_session" in s) else "static/other"
    print(f"{name:20s} region={s.get('region', '-'):12s} {kind}")
