#!/usr/bin/env python3
"""Show AWS profiles and flag static keys. Local only; prints no secrets."""
import configparser, os, subprocess

home = os.path.expanduser("~/.aws")
cfg = configparser.ConfigParser(); cfg.read(os.path.join(home, "config"))
cred = configparser.ConfigParser(); cred.read(os.path.join(home, "credentials"))

print("profiles in config:")
for s in cfg.sections():
    name = s.replace("profile ", "")
    kind = "sso" if cfg.has_option(s, "sso_session") or cfg.has_option(s, "sso_start_url") else "other"
    print(f"  {name:20} {kind}")

static = [s for s in cred.sections() if cred.has_option(s, "aws_access_key_id")]
for s in static:
    kid = cred.get(s, "aws_access_key_id")
    print(f"WARNING static key in credentials: profile {s} (key id ...{kid[-4:]}) — consider removing")

prof = os.environ.get("AWS_PROFILE", "pawn-photos")
subprocess.run(["aws", "sts", "get-caller-identity", "--profile", prof])
