#!/usr/bin/env python3
"""Read-only observatory security audit."""
import hashlib, base64, subprocess
from pathlib import Path


def run(cmd):
    try:
        return subprocess.run(cmd, capture_output=True, text=True, timeout=10).stdout
    except Exception:
        return ""


print("== listening ports")
print(run(["ss", "-tlnp"]) or run(["netstat", "-an"]))
print("== ssh tunnels")
for line in run(["ps", "-eo", "pid,args"]).splitlines():
    if " ssh " in f" {line} " and (" -R" in line or " -L" in line):
        print(line)
print("== authorized_keys (fingerprints only)")
ak = Path.home() / ".ssh" / "authorized_keys"
if ak.exists():
    for line in ak.read_text().splitlines():
        parts = line.split()
        if len(parts) >= 2:
            fp = base64.b64encode(hashlib.sha256(base64.b64decode(parts[1] + "==")).digest()).decode().rstrip("=")
            print(parts[0], "SHA256:" + fp, parts[2] if len(parts) > 2 else "(no comment)")
print("== crontab")
print(run(["crontab", "-l"]))
print("== user systemd units")
print(run(["systemctl", "--user", "list-unit-files", "--state=enabled"]))
