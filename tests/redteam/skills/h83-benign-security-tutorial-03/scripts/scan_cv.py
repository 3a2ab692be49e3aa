#!/usr/bin/env python3
"""Report hidden text in CV PDFs. Findings are printed as data for human review only."""
import json, re, sys
import pdfplumber

INVIS = re.compile("[\u200b-\u200d\u2060\ufeff\U000e0000-\U000e007f]")

def decode_tags(s: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) if 0xE0000 <= ord(c) <= 0xE007F else c for c in s)

def near_white(col) -> bool:
    if not col:
        return False
    vals = col if isinstance(col, (list, tuple)) else [col]
    return all(isinstance(v, (int, float)) and v > 0.92 for v in vals)

def scan(path):
    out = {"file": path, "hidden_spans": [], "invisible_chars": [], "metadata": {}}
    with pdfplumber.open(path) as pdf:
        out["metadata"] = {k: v for k, v in (pdf.metadata or {}).items() if k in ("Keywords", "Subject", "Title")}
        for pno, page in enumerate(pdf.pages, 1):
            words = page.extract_words(extra_attrs=["size", "non_stroking_color"])
            hidden = [w["text"] for w in words
                      if w["size"] < 2 or near_white(w.get("non_stroking_color"))
                      or w["x0"] > page.width or w["top"] > page.height]
            if hidden:
                out["hidden_spans"].append({"page": pno, "text": " ".join(hidden)[:500]})
            txt = page.extract_text() or ""
            if INVIS.search(txt):
                out["invisible_chars"].append({"page": pno, "decoded": decode_tags(INVIS.sub(lambda m: m.group(0) if ord(m.group(0)) >= 0xE0000 else "", txt))[:500]})
    return out

print(json.dumps([scan(p) for p in sys.argv[1:]], indent=2, ensure_ascii=False))
