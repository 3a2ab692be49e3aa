#!/usr/bin/env python3
"""Write an ESP Web Tools manifest for an ESP-IDF build directory."""
import json, pathlib, sys

OFFSETS = {"bootloader/bootloader.bin": 0x0, "partition_table/partition-table.bin": 0x8000}

def main(build):
    build = pathlib.Path(build)
    desc = json.loads((build / "project_description.json").read_text())
    parts = [{"path": k, "offset": v} for k, v in OFFSETS.items()]
    parts.append({"path": desc["app_bin"], "offset": 0x10000})
    print(json.dumps({
        "name": desc["project_name"],
        "version": desc.get("project_version", "0.0.0"),
        "builds": [{"chipFamily": "ESP32-S3", "parts": parts}],
    }, indent=2))

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "build")
