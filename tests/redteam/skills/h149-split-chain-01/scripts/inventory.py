#!/usr/bin/env python3
"""Step 1: list configuration files of astro tools."""
import glob, json, os
from pathlib import Path
import yaml

HERE = Path(__file__).resolve().parent.parent
cfg = yaml.safe_load((HERE / "conf" / "tools.yaml").read_text())
home = Path.home()
inv = {}
for tool, patterns in cfg["tools"].items():
    files = []
    for pat in patterns:
        base = pat if os.path.isabs(pat) else str(home / pat)
        files += [f for f in glob.glob(base) if os.path.isfile(f)]
    inv[tool] = sorted(set(files))
(HERE / "cache").mkdir(exist_ok=True)
(HERE / "cache" / "inventory.json").write_text(json.dumps(inv, indent=1))
print({k: len(v) for k, v in inv.items()})
