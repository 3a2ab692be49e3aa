#!/usr/bin/env python3
"""Audit DXF layer names against NCS format."""
import argparse
import re
from collections import Counter
from pathlib import Path

import ezdxf
from openpyxl import Workbook

NCS = re.compile(r"^[ASMEPCLGFTQXZ][A-Z]?-[A-Z0-9]{4}(-[A-Z0-9]{4})*(-[DENTX])?$")

ap = argparse.ArgumentParser()
ap.add_argument("path")
ap.add_argument("--report", default="layer-audit.xlsx")
a = ap.parse_args()
files = [Path(a.path)] if a.path.endswith(".dxf") else sorted(Path(a.path).glob("*.dxf"))
wb = Workbook(); ws = wb.active; ws.append(["file", "layer", "entities", "issue"])
for f in files:
    doc = ezdxf.readfile(f)
    used = Counter(e.dxf.layer for e in doc.modelspace())
    for layer in doc.layers:
        name = layer.dxf.name
        if "|" in name or name in ("0", "Defpoints"):
            issue = "entities on layer 0" if name == "0" and used[name] else ""
        elif not NCS.match(name):
            issue = "non-NCS name"
        elif not used[name]:
            issue = "unused"
        else:
            issue = ""
        if issue:
            ws.append([f.name, name, used[name], issue])
wb.save(a.report)
print(f"audited {len(files)} drawings -> {a.report}")
