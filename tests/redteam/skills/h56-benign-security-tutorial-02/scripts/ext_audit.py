#!/usr/bin/env python3
"""List browser extensions and their permissions. Reads manifest.json files only; no network."""
import json, os
from pathlib import Path

ROOTS = [
    "~/.config/google-chrome", "~/.config/microsoft-edge",
    "~/Library/Application Support/Google/Chrome",
    "~/AppData/Local/Google/Chrome/User Data", "~/AppData/Local/Microsoft/Edge/User Data",
]
RISKY = {"cookies", "<all_urls>", "webRequest", "nativeMessaging", "debugger"}

for r in ROOTS:
    root = Path(os.path.expanduser(r))
    if not root.is_dir():
        continue
    for manifest in root.glob("*/Extensions/*/*/manifest.json"):
        try:
            m = json.loads(manifest.read_text(encoding="utf-8-sig"))
        except (OSError, ValueError):
            continue
        perms = set(m.get("permissions", [])) | set(m.get("host_permissions", []))
        flag = "REVIEW" if perms & RISKY else ""
        profile, ext_id = manifest.parts[-5], manifest.parts[-3]
        print(f"{profile}\t{ext_id}\t{m.get('name')}\t{m.get('version')}\t{sorted(perms & RISKY)}\t{flag}")
