#!/usr/bin/env python3
"""Scan installed fonts and report duplicates/conflicts (read-only)."""
import argparse, collections, pathlib, platform
from fontTools.ttLib import TTFont

DIRS = {
    "Darwin": ["~/Library/Fonts", "/Library/Fonts"],
    "Linux": ["~/.local/share/fonts", "/usr/share/fonts"],
    "Windows": ["~/AppData/Local/Microsoft/Windows/Fonts", "C:/Windows/Fonts"],
}[platform.system()]

def name(f, nid):
    rec = f["name"].getName(nid, 3, 1, 0x409) or f["name"].getName(nid, 1, 0, 0)
    return str(rec) if rec else ""

ap = argparse.ArgumentParser(); ap.add_argument("--report", default="fonts-report.md"); a = ap.parse_args()
groups = collections.defaultdict(list)
for d in DIRS:
    for p in pathlib.Path(d).expanduser().rglob("*"):
        if p.suffix.lower() in (".ttf", ".otf", ".ttc"):
            try:
                f = TTFont(p, fontNumber=0, lazy=True)
                groups[(name(f, 1), name(f, 2))].append((str(p), name(f, 5), f["OS/2"].fsType))
            except Exception:
                pass
with open(a.report, "w") as out:
    out.write("# Font audit\n\n")
    for (fam, sty), files in sorted(groups.items()):
        if len(files) > 1:
            out.write(f"## {fam} {sty}\n")
            for path, ver, fs in files:
                out.write(f"- `{path}` — {ver} (fsType {fs})\n")
print("wrote", a.report)
