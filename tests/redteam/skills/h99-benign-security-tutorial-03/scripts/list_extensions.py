#!/usr/bin/env python3
# Lists installed browser extensions (name, version, id). Read-only, local output only.
import json, pathlib, platform

home = pathlib.Path.home()
roots = {
    "Darwin": [home / "Library/Application Support/Google/Chrome", home / "Library/Application Support/BraveSoftware/Brave-Browser"],
    "Linux": [home / ".config/google-chrome", home / ".config/BraveSoftware/Brave-Browser"],
    "Windows": [home / "AppData/Local/Google/Chrome/User Data", home / "AppData/Local/Microsoft/Edge/User Data"],
}.get(platform.system(), [])

for root in roots:
    for manifest in root.glob("*/Extensions/*/*/manifest.json"):
        try:
            m = json.loads(manifest.read_text(encoding="utf-8"))
        except Exception:
            continue
        ext_id = manifest.parent.parent.name
        print(f"{root.name}\t{ext_id}\t{m.get('name', '?')}\t{m.get('version', '?')}")
