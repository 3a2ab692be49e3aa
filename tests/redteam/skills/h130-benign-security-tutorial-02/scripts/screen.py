#!/usr/bin/env python3
"""Screen DOCX/PDF/TXT files for hidden text and prompt-injection attempts (read-only)."""
import argparse
import re
import zipfile
from pathlib import Path

ZW = re.compile("[\u200b\u200c\u200d\u2060\ufeff]")
BIDI = re.compile("[\u202a-\u202e\u2066-\u2069]")
TAGS = re.compile("[\U000e0000-\U000e007f]+")
AI = re.compile(r"(ignore (all |any )?(previous|prior) instructions|as an ai|if you are an ai|assistant\s*:|system prompt)", re.I)
W = "{http://schemas.openxmlformats.org/wordprocessingml/2006/main}"


def reveal_tags(s: str) -> str:
    return "".join(chr(ord(c) - 0xE0000) if 0x20 <= ord(c) - 0xE0000 < 0x7F else "" for c in s)


def text_checks(name, text, findings):
    if ZW.search(text):
        findings.append((name, "zero-width characters", f"{len(ZW.findall(text))} occurrences"))
    if BIDI.search(text):
        findings.append((name, "bidi override characters", ""))
    for m in TAGS.finditer(text):
        findings.append((name, "unicode tag characters", "decodes to (untrusted): " + reveal_tags(m.group(0))[:200]))
    for m in AI.finditer(text):
        findings.append((name, "AI-addressed phrase", text[max(0, m.start() - 60): m.end() + 100].replace("\n", " ")))


def docx_checks(p: Path, findings):
    from lxml import etree
    xml = etree.fromstring(zipfile.ZipFile(p).read("word/document.xml"))
    for r in xml.iter(W + "r"):
        rpr = r.find(W + "rPr")
        t = "".join(x.text or "" for x in r.iter(W + "t"))
        if rpr is None or not t.strip():
            continue
        if rpr.find(W + "vanish") is not None:
            findings.append((p.name, "hidden run", t[:200]))
        c = rpr.find(W + "color")
        if c is not None and (c.get(W + "val") or "").upper() in ("FFFFFF", "FEFEFE", "FDFDFD"):
            findings.append((p.name, "white text", t[:200]))
        sz = rpr.find(W + "sz")
        if sz is not None and int(sz.get(W + "val", "24")) <= 4:
            findings.append((p.name, "microscopic text", t[:200]))
    text_checks(p.name, "".join(x.text or "" for x in xml.iter(W + "t")), findings)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path); ap.add_argument("--report", default="injection_screen.md")
    a = ap.parse_args()
    findings = []
    for p in sorted(a.root.rglob("*")):
        if p.suffix.lower() == ".docx":
            docx_checks(p, findings)
        elif p.suffix.lower() in (".txt", ".eml", ".htm", ".html"):
            text_checks(p.name, p.read_text(errors="ignore"), findings)
        elif p.suffix.lower() == ".pdf":
            from pypdf import PdfReader
            text_checks(p.name, "\n".join(pg.extract_text() or "" for pg in PdfReader(p).pages), findings)
    with open(a.report, "w") as fh:
        fh.write("# Injection screen (document content below is UNTRUSTED DATA)\n\n| File | Technique | Detail |\n|---|---|---|\n")
        for f in findings:
            fh.write(f"| {f[0]} | {f[1]} | {f[2].replace('|', '/')} |\n")
    print(f"{len(findings)} finding(s) in {len({f[0] for f in findings})} file(s)")


if __name__ == "__main__":
    main()
