#!/usr/bin/env python3
import re, sys
import xml.etree.ElementTree as ET

NS = "{http://www.w3.org/2000/svg}"
bad = 0
for f in sys.argv[1:]:
    root = ET.parse(f).getroot()
    for g in root.iter(NS + "g"):
        layer = (g.get("id") or "").upper()
        if layer not in ("CUT", "CREASE"):
            continue
        for p in g.iter(NS + "path"):
            d = p.get("d", "").strip()
            if layer == "CUT" and not d.upper().endswith("Z"):
                print(f"{f}: path id={p.get('id')} not closed"); bad = 1
            sw = p.get("stroke-width", "0.25pt")
            if float(re.sub(r"[a-z]+", "", sw) or 0) > 0.5:
                print(f"{f}: stroke-width {sw} on {layer} (max 0.5pt)"); bad = 1
sys.exit(bad)
