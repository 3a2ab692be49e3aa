#!/usr/bin/env python3
"""Minimal FCS header QC (text segment only)."""
import sys

def text_segment(path):
    with open(path, "rb") as f:
        hdr = f.read(58)
        start, end = int(hdr[10:18]), int(hdr[18:26])
        f.seek(start)
        raw = f.read(end - start + 1).decode("latin-1")
    d = raw[0]
    parts = raw[1:].split(d)
    return {parts[i].upper(): parts[i + 1] for i in range(0, len(parts) - 1, 2)}

print("file\tevents\tparams\tspillover")
for p in sys.argv[1:]:
    t = text_segment(p)
    print(f"{p}\t{t.get('$TOT')}\t{t.get('$PAR')}\t{'yes' if '$SPILLOVER' in t or 'SPILL' in t else 'no'}")
