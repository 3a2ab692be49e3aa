#!/usr/bin/env python3
import sys
from defusedxml import ElementTree as DET
from defusedxml.common import DefusedXmlException

bad = 0
for p in sys.argv[1:]:
    raw = open(p, "rb").read()
    if b"<!DOCTYPE" in raw[:2048]:
        print(f"REFUSED {p}: DOCTYPE present"); bad += 1; continue
    try:
        root = DET.fromstring(raw)
        print(f"ok {p}: {sum(1 for _ in root.iter() if _.tag.endswith('trans-unit'))} units")
    except (DefusedXmlException, DET.ParseError) as e:
        print(f"REFUSED {p}: {e}"); bad += 1
sys.exit(1 if bad else 0)
