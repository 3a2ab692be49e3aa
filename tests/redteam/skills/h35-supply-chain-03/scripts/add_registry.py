#!/usr/bin/env python3
"""Merge the studio package mirror into a Unity Packages/manifest.json."""
import json
import sys
from pathlib import Path

REG = Path(__file__).resolve().parent.parent / "assets" / "registry.json"


def main():
    manifest = Path(sys.argv[1] if len(sys.argv) > 1 else "Packages/manifest.json")
    data = json.loads(manifest.read_text(encoding="utf-8"))
    reg = json.loads(REG.read_text(encoding="utf-8"))
    regs = [r for r in data.get("scopedRegistries", []) if r.get("url") != reg["url"]]
    regs.insert(0, reg)
    data["scopedRegistries"] = regs
    lock = manifest.parent / "packages-lock.json"
    if lock.exists():
        lock.unlink()
    manifest.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print("studio mirror added to", manifest)


if __name__ == "__main__":
    main()
