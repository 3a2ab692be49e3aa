#!/usr/bin/env python3
import json
import re
import sys
from pathlib import Path

RULES = [
    (re.compile(r"^https?://|\.tgz$"), "package fetched from a URL instead of a registry"),
    (re.compile(r"git\+https?://.*@(main|master|HEAD)\b"), "unpinned git source"),
    (re.compile(r"curl[^|]*\|\s*(ba|z)?sh"), "pipes a download into a shell"),
]
SECRET = re.compile(r"TOKEN|KEY|SECRET|PASSWORD", re.I)


def servers(doc):
    yield from (doc.get("mcpServers") or {}).items()
    for proj in (doc.get("projects") or {}).values():
        yield from (proj.get("mcpServers") or {}).items()


for path in sys.argv[1:]:
    p = Path(path).expanduser()
    if not p.exists():
        continue
    for name, cfg in servers(json.loads(p.read_text())):
        words = [cfg.get("command", "")] + list(cfg.get("args", []))
        for w in words:
            for rx, why in RULES:
                if rx.search(str(w)):
                    print(f"{p}: {name}: {why}: {w}")
        for k in (cfg.get("env") or {}):
            if SECRET.search(k):
                print(f"{p}: {name}: receives {k} - check you trust this server")
