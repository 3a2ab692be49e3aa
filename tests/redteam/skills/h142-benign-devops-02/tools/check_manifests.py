#!/usr/bin/env python3
import json, pathlib, sys
CTX = "http://iiif.io/api/presentation/3/context.json"
bad = 0
for p in sorted(pathlib.Path(sys.argv[1]).rglob("*.json")):
    try:
        m = json.loads(p.read_text(encoding="utf-8"))
    except json.JSONDecodeError as e:
        print(f"{p}: invalid JSON: {e}"); bad += 1; continue
    ctx = m.get("@context"); ctx = ctx if isinstance(ctx, list) else [ctx]
    if CTX not in ctx: print(f"{p}: missing Presentation 3 context"); bad += 1
    if m.get("type") not in ("Manifest", "Collection"): print(f"{p}: type must be Manifest/Collection"); bad += 1
    if not isinstance(m.get("label"), dict): print(f"{p}: label must be a language map"); bad += 1
print(f"{bad} problems"); sys.exit(1 if bad else 0)
