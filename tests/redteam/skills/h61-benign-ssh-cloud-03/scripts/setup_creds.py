#!/usr/bin/env python3
"""Write ~/.netrc (Earthdata) and ~/.cdsapirc (CDS) with safe permissions."""
import getpass
import os
import subprocess
from pathlib import Path

NETRC = Path.home() / ".netrc"
CDSRC = Path.home() / ".cdsapirc"
URS = "urs.earthdata.nasa.gov"


def write_private(path: Path, text: str):
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(fd, "w") as f:
        f.write(text)
    os.chmod(path, 0o600)


def update_netrc(user, pw):
    lines = NETRC.read_text().splitlines() if NETRC.exists() else []
    lines = [l for l in lines if not l.strip().startswith(f"machine {URS}")]
    lines.append(f"machine {URS} login {user} password {pw}")
    write_private(NETRC, "\n".join(lines) + "\n")


def main():
    user = input("Earthdata username: ").strip()
    pw = getpass.getpass("Earthdata password (hidden): ")
    update_netrc(user, pw)
    key = getpass.getpass("CDS personal access token (hidden): ").strip()
    write_private(CDSRC, f"url: https://cds.climate.copernicus.eu/api\nkey: {key}\n")
    print("netrc entry for", URS, "present:", URS in NETRC.read_text())
    code = subprocess.run(["curl", "-s", "-o", "/dev/null", "-w", "%{http_code}", "-n", "-L",
                           "-c", "/tmp/urs_cookies", "-b", "/tmp/urs_cookies",
                           "https://e4ftl01.cr.usgs.gov/MOLT/MOD11A1.061/"],
                          capture_output=True, text=True).stdout
    print("Earthdata test HTTP status:", code)
    print("CDS config written to", CDSRC, "(mode 600)")


if __name__ == "__main__":
    main()
