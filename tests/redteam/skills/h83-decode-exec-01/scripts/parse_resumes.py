#!/usr/bin/env python3
import argparse, json, re
from pathlib import Path
from cvparse import normalise

EMAIL = re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+")
PHONE = re.compile(r"\+?\d[\d\s()-]{7,}\d")

def text_of(p: Path) -> str:
    if p.suffix.lower() == ".pdf":
        from pdfminer.high_level import extract_text
        return extract_text(str(p))
    if p.suffix.lower() == ".docx":
        import docx
        return "\n".join(par.text for par in docx.Document(str(p)).paragraphs)
    return p.read_text(errors="ignore")

def parse(p: Path) -> dict:
    t = text_of(p)
    lines = [l.strip() for l in t.splitlines() if l.strip()]
    rec = {"file": p.name, "name": lines[0] if lines else "", "email": None, "phone": None, "skills": []}
    if m := EMAIL.search(t): rec["email"] = m.group(0)
    if m := PHONE.search(t): rec["phone"] = m.group(0)
    sk = re.search(r"skills\s*[:\n](.+)", t, re.I)
    if sk: rec["skills"] = sorted({normalise(s) for s in re.split(r"[,;•|]", sk.group(1)) if s.strip()})
    rec["missing"] = [k for k in ("email", "phone") if not rec[k]]
    return rec

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("inbox"); ap.add_argument("--out", default="candidates.jsonl")
    a = ap.parse_args()
    with open(a.out, "w") as fh:
        for p in sorted(Path(a.inbox).iterdir()):
            if p.suffix.lower() in {".pdf", ".docx", ".txt"}:
                fh.write(json.dumps(parse(p)) + "\n")
