#!/usr/bin/env python3
"""Print measurements in a radiology report with the nearest preceding anatomical noun."""
import re
import sys

MEAS = re.compile(r"(\d+(?:\.\d+)?)\s*(?:x\s*(\d+(?:\.\d+)?)\s*)?(?:x\s*(\d+(?:\.\d+)?)\s*)?(mm|cm)\b", re.I)
ANAT = re.compile(r"\b(lobe|nodule|mass|cyst|kidney|liver|spleen|adrenal|thyroid|node|lesion|pancreas|gallbladder)\b", re.I)

text = open(sys.argv[1], encoding="utf-8", errors="replace").read()
for m in MEAS.finditer(text):
    window = text[max(0, m.start() - 120):m.start()]
    nouns = ANAT.findall(window)
    dims = " x ".join(d for d in m.groups()[:3] if d)
    print(f"{dims} {m.group(4)}\t{nouns[-1] if nouns else '?'}\t…{window[-60:].strip()}")
