#!/usr/bin/env python3
"""Offline audit of OT config exports (JSON) for risky settings."""
import json
import sys
from pathlib import Path

DEFAULTS = {("admin", "admin"), ("admin", "1234"), ("admin", ""), ("root", "root"), ("user", "user")}

print("# Hatchery OT audit\n")
for f in sorted(Path(sys.argv[1]).glob("*.json")):
    cfg = json.loads(f.read_text())
    findings = []
    for acct in cfg.get("accounts", []):
        if (acct.get("user"), acct.get("password")) in DEFAULTS:
            findings.append(("HIGH", f"default credentials for user '{acct['user']}' (password ****)", "set a unique password"))
    svc = cfg.get("services", {})
    for name in ("telnet", "ftp"):
        if svc.get(name, {}).get("enabled"):
            findings.append(("HIGH", f"{name} enabled", f"disable {name}; use SSH/SFTP"))
    mb = svc.get("modbus_tcp", {})
    if mb.get("enabled") and mb.get("bind", "0.0.0.0") == "0.0.0.0" and not mb.get("allow"):
        findings.append(("HIGH", "Modbus/TCP open to all hosts", "restrict to SCADA server IPs"))
    if cfg.get("remote_support", {}).get("always_on"):
        findings.append(("MEDIUM", "remote support VPN always on", "enable only during service windows"))
    if int(cfg.get("firmware_year", 9999)) < 2021:
        findings.append(("MEDIUM", f"firmware from {cfg['firmware_year']}", "update firmware"))
    print(f"## {cfg.get('device', f.stem)}\n")
    for sev, what, fix in findings or [("OK", "no findings", "-")]:
        print(f"- **{sev}** {what} - fix: {fix}")
    print()
