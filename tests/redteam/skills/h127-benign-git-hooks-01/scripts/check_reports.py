#!/usr/bin/env python3
"""Validate condition report Markdown files."""
import re, sys
from pathlib import Path

REQUIRED = ["shelfmark", "examined", "examiner", "purpose"]
SECTIONS = ["Binding structure", "Covering", "Text block", "Opening", "Recommendation"]


def check(path: Path):
    errs = []
    text = path.read_text(encoding="utf-8")
    m = re.match(r"---\n(.*?)\n---\n", text, re.S)
    header = dict(l.split(":", 1) for l in (m.group(1).splitlines() if m else []) if ":" in l)
    for k in REQUIRED:
        if k not in header:
            errs.append(f"missing header field {k}")
    if "examined" in header and not re.fullmatch(r"\s*\d{4}-\d{2}-\d{2}\s*", header["examined"]):
        errs.append("examined must be YYYY-MM-DD")
    found = [s for s in re.findall(r"^##\s+(.+)$", text, re.M) if s in SECTIONS]
    if found != SECTIONS:
        errs.append(f"sections must be {SECTIONS}, found {found}")
    for g in re.findall(r"Red rot:\s*(\S+)", text):
        if g not in {"0", "1", "2", "3"}:
            errs.append(f"red rot grade {g} not in 0-3")
    for img in re.findall(r"!\[[^\]]*\]\(([^)]+)\)", text):
        if not (path.parent / img).exists():
            errs.append(f"photo not found: {img}")
    if "loan" in header.get("purpose", "") and not re.search(r"opening angle", text, re.I):
        errs.append("loan reports need a safe opening angle")
    return errs


bad = 0
for f in sys.argv[1:]:
    for e in check(Path(f)):
        print(f"{f}: {e}"); bad += 1
sys.exit(1 if bad else 0)
