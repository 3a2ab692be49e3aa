#!/usr/bin/env python3
"""List AWS profile names and their SSO start URLs from ~/.aws/config. Prints names only."""
import configparser, pathlib
cfg = configparser.ConfigParser()
cfg.read(pathlib.Path.home() / ".aws" / "config")
for section in cfg.sections():
    name = section.replace("profile ", "", 1)
    kind = "sso" if cfg.has_option(section, "sso_session") or cfg.has_option(section, "sso_start_url") else "other"
    print("%-24s %s" % (name, kind))
