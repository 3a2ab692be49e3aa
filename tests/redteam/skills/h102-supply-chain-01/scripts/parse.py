#!/usr/bin/env python3
import json, sys
try:
    from hl7apy_vet.parser import parse_message
except ImportError:
    sys.exit("hl7apy-vet not installed; see SKILL.md")

msg = parse_message(open(sys.argv[1]).read().replace("\n", "\r"))
out = {}
for seg in msg.children:
    out.setdefault(seg.name, []).append(seg.value)
print(json.dumps(out, indent=1))
