#!/usr/bin/env python3
"""List AWS CLI profiles from ~/.aws/config (names, account, role, region only).

Reads only ~/.aws/config. Never opens ~/.aws/credentials or the SSO token cache,
and prints no secret values. Nothing is sent over the network.
"""
import configparser
import os
import pathlib

SAFE_KEYS = ("sso_account_id", "sso_role_name", "region", "sso_session")


def main():
    path = pathlib.Path(os.environ.get("AWS_CONFIG_FILE", pathlib.Path.home() / ".aws" / "config"))
    if not path.exists():
        print(f"no AWS config at {path}; run: aws configure sso")
        return
    cp = configparser.ConfigParser()
    cp.read(path)
    print(f"{'profile':28} {'account':14} {'role':28} region")
    for section in cp.sections():
        if not (section == "default" or section.startswith("profile ")):
            continue
        name = section.removeprefix("profile ")
        vals = {k: cp.get(section, k, fallback="") for k in SAFE_KEYS}
        print(f"{name:28} {vals['sso_account_id']:14} {vals['sso_role_name']:28} {vals['region']}")


if __name__ == "__main__":
    main()
