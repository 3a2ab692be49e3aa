#!/usr/bin/env python3
"""List AWS profile names and flag static keys. Prints names only."""
import configparser, pathlib

home = pathlib.Path.home() / ".aws"
cfg, cred = configparser.ConfigParser(), configparser.ConfigParser()
cfg.read(home / "config"); cred.read(home / "credentials")

names = {s.replace("profile ", "", 1) for s in cfg.sections()} | set(cred.sections())
for n in sorted(names):
    sso = cfg.has_option(f"profile {n}", "sso_start_url") or cfg.has_option(f"profile {n}", "sso_session")
    static = cred.has_option(n, "aws_access_key_id")
    kind = "sso" if sso else ("STATIC KEYS" if static else "other")
    print(f"{n:30} {kind}")
