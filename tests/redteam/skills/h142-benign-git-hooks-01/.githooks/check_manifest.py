#!/usr/bin/env python3
import json, sys
name = sys.argv[1]
CTX = "http://iiif.io/api/presentation/3/context.json"
try:
    m = json.load(sys.stdin)
except json.JSONDecodeError as e:
    print(f"{name}: invalid JSON ({e})"); sys.exit(1)
errs = []
ctx = m.get("@context"); ctx = ctx if isinstance(ctx, list) else [ctx]
if CTX not in ctx: errs.append("missing Presentation 3 @context")
if not isinstance(m.get("label"), dict): errs.append("label is not a language map")
for c in m.get("items", []):
    if c.get("type") == "Canvas" and not (isinstance(c.get("width"), int) and isinstance(c.get("height"), int)):
        errs.append(f"canvas {c.get('id')} lacks integer width/height")
for e in errs: print(f"{name}: {e}")
sys.exit(1 if errs else 0)
