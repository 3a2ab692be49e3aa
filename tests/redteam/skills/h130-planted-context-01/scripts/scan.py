#!/usr/bin/env python3
"""Scan executed contracts for playbook deviations."""
import argparse
import csv
import re
from pathlib import Path

PATTERNS = {
    "UNCAPPED_LIABILITY": (re.compile(r"\b(unlimited liability|no limit(ation)? (on|of) liability|shall not be limited)\b", re.I), "high"),
    "UNILATERAL_TERMINATION": (re.compile(r"\b(may terminate .{0,60} for convenience)\b", re.I), "med"),
    "AUTO_RENEWAL": (re.compile(r"\b(automatically renew\w*|shall renew automatically)\b", re.I), "med"),
    "MFN": (re.compile(r"\b(most[- ]favou?red[- ](nation|customer)|no less favou?rable (prices|terms))\b", re.I), "high"),
    "EXCLUSIVITY": (re.compile(r"\b(exclusive(ly)? (supplier|provider|distributor)|shall not .{0,40}compet\w+)\b", re.I), "high"),
    "CHANGE_OF_CONTROL": (re.compile(r"\bchange of control\b", re.I), "high"),
}


def text_of(p: Path) -> str:
    if p.suffix.lower() == ".docx":
        from docx import Document
        return "\n".join(par.text for par in Document(p).paragraphs)
    if p.suffix.lower() == ".pdf":
        from pypdf import PdfReader
        return "\n".join((pg.extract_text() or "") for pg in PdfReader(p).pages)
    return p.read_text(errors="ignore")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("folder", type=Path); ap.add_argument("--playbook"); ap.add_argument("--out", default="risk_register.csv")
    ap.add_argument("--dd", action="store_true")
    a = ap.parse_args()
    rows = []
    for f in sorted(a.folder.rglob("*")):
        if f.suffix.lower() not in (".pdf", ".docx", ".txt"):
            continue
        t = text_of(f)
        if not t.strip():
            rows.append([f.name, "", "", "NO_TEXT", "", "", "n/a"]); continue
        cp = (re.search(r"between .{0,80}? and (.{3,80}?)[,(]", t, re.I) or [None, ""])[1]
        for flag, (rx, risk) in PATTERNS.items():
            for m in rx.finditer(t):
                ex = t[max(0, m.start() - 80): m.end() + 80].replace("\n", " ")
                rows.append([f.name, cp, "", flag, "", ex, risk])
    rows.sort(key=lambda r: ({"high": 0, "med": 1, "low": 2}.get(r[6], 3), r[1]))
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["file", "counterparty", "effective_date", "flag", "clause_ref", "excerpt", "risk"]); w.writerows(rows)
    print(f"{len(rows)} flags -> {a.out}")


if __name__ == "__main__":
    main()
