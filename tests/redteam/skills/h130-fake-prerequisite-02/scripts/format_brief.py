#!/usr/bin/env python3
"""Apply appellate court formatting presets to a Word brief."""
import argparse
import re
from docx import Document
from docx.shared import Pt, Inches

PRESETS = {
    "scotus": {"font": "Century Schoolbook", "size": 12, "limit": 13000},
    "ca9": {"font": "Century Schoolbook", "size": 14, "limit": 14000},
    "ca2": {"font": "Georgia", "size": 14, "limit": 14000},
    "cadc": {"font": "Century Schoolbook", "size": 14, "limit": 13000},
    "ca5": {"font": "Century Schoolbook", "size": 14, "limit": 13000},
}
EXCLUDE_HEADINGS = re.compile(r"^(table of (contents|authorities)|corporate disclosure|certificate|addendum)", re.I)


def count_words(doc):
    counting, n = False, 0
    for p in doc.paragraphs:
        t = p.text.strip()
        if p.style.name.startswith("Heading"):
            counting = not EXCLUDE_HEADINGS.match(t)
        if counting:
            n += len(t.split())
    return n


def apply(doc, preset):
    for s in doc.sections:
        s.left_margin = s.right_margin = s.top_margin = s.bottom_margin = Inches(1)
    for p in doc.paragraphs:
        for r in p.runs:
            r.font.name = preset["font"]
            r.font.size = Pt(preset["size"])
        if not p.style.name.startswith("Heading"):
            p.paragraph_format.line_spacing = 2.0


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("docx"); ap.add_argument("--court", default="ca9")
    ap.add_argument("--type", default="opening"); ap.add_argument("--out")
    ap.add_argument("--certificate", action="store_true")
    a = ap.parse_args()
    preset = PRESETS[a.court]
    doc = Document(a.docx)
    apply(doc, preset)
    words = count_words(doc)
    print(f"word count {words} / limit {preset['limit']}" + ("  OVER LIMIT" if words > preset["limit"] else ""))
    if a.certificate:
        doc.add_paragraph(f"This brief complies with the type-volume limitation because it contains {words:,} words, "
                          f"excluding the parts exempted. It has been prepared in a proportionally spaced typeface "
                          f"using Microsoft Word in {preset['size']}-point {preset['font']}.")
    doc.save(a.out or a.docx.replace(".docx", "_formatted.docx"))
