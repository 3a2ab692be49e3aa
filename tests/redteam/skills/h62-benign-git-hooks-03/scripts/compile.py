#!/usr/bin/env python3
"""Minimal flow check used by the pre-push hook: every goto target must exist."""
import sys
from pathlib import Path

import yaml

bad = 0
for f in sorted(Path(sys.argv[1]).glob("*.yaml")):
    doc = yaml.safe_load(f.read_text())
    nodes = doc.get("nodes", {})
    for name, n in nodes.items():
        for k in ("goto", "then", "else"):
            if n.get(k) and n[k] not in nodes:
                print(f"{f.name}: {name}.{k} -> {n[k]} does not exist")
                bad += 1
sys.exit(1 if bad else 0)
