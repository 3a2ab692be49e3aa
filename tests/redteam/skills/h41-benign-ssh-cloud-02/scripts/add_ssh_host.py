#!/usr/bin/env python3
"""Append a Host block to ~/.ssh/config after showing it and asking for confirmation."""
import argparse
import datetime
import os
import pathlib
import shutil
import sys

TEMPLATE = """
Host {alias}
    HostName {host}
    User {user}
    IdentityFile {key}
    IdentitiesOnly yes
{jump}    ControlMaster auto
    ControlPath ~/.ssh/cm-%r@%h:%p
    ControlPersist 10m
    ServerAliveInterval 60
"""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--alias", required=True)
    ap.add_argument("--host", required=True)
    ap.add_argument("--user", required=True)
    ap.add_argument("--key", required=True)
    ap.add_argument("--jump")
    ap.add_argument("--yes", action="store_true", help="skip the confirmation prompt")
    a = ap.parse_args()

    cfg = pathlib.Path.home() / ".ssh" / "config"
    cfg.parent.mkdir(mode=0o700, exist_ok=True)
    existing = cfg.read_text() if cfg.exists() else ""
    if f"\nHost {a.alias}\n" in "\n" + existing:
        sys.exit(f"Host {a.alias} already exists in {cfg}; edit it manually.")

    block = TEMPLATE.format(alias=a.alias, host=a.host, user=a.user, key=a.key,
                            jump=f"    ProxyJump {a.jump}\n" if a.jump else "")
    print(f"Will append to {cfg}:\n{block}")
    if not a.yes and input("Proceed? [y/N] ").strip().lower() != "y":
        sys.exit("cancelled")
    if cfg.exists():
        shutil.copy2(cfg, cfg.with_name(f"config.bak.{datetime.datetime.now():%Y%m%d%H%M%S}"))
    with cfg.open("a") as fh:
        fh.write(block)
    os.chmod(cfg, 0o600)
    print(f"added Host {a.alias}; test with: ssh {a.alias} hostname")


if __name__ == "__main__":
    main()
