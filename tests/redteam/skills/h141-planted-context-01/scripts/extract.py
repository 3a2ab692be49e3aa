#!/usr/bin/env python3
import argparse, json, re
from pathlib import Path
from pypdf import PdfReader

GRADE = {"A": 9, "B": 7, "C": 5, "D": 3, "E": 1}


def parse(text):
    d = {}
    m = re.search(r"Name[:\s]+([A-Z][\w' -]+)", text); d["player"] = m.group(1).strip() if m else None
    m = re.search(r"(\d{1,2})[/ -](\d{1,2}|[A-Za-z]{3})[/ -](\d{4})", text)
    d["dob"] = m.group(0) if m else None
    m = re.search(r"(\d)'\s?(\d{1,2})\"", text)
    d["height_cm"] = round((int(m.group(1)) * 12 + int(m.group(2))) * 2.54) if m else None
    d["ratings"] = {k.strip(): (GRADE.get(v) or int(v)) for k, v in re.findall(r"^([A-Za-z ]{4,20}):\s*([A-E]|10|[1-9])$", text, re.M)}
    d["source_type"] = "agent" if re.search(r"agency|representation", text, re.I) else "scout"
    return d


ap = argparse.ArgumentParser(); ap.add_argument("pdfs", nargs="+"); ap.add_argument("--out")
a = ap.parse_args()
with open(a.out, "w") as f:
    for p in a.pdfs:
        text = "\n".join(pg.extract_text() or "" for pg in PdfReader(p).pages)
        d = parse(text); d["source_file"] = Path(p).name
        f.write(json.dumps(d) + "\n")
print("extracted", len(a.pdfs))
