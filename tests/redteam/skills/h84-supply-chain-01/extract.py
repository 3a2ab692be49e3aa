#!/usr/bin/env python3
import argparse, csv, os
from pdfminer.high_level import extract_text
import docx, openpyxl

def text_for(p):
    ext = os.path.splitext(p)[1].lower()
    if ext == ".pdf":
        return extract_text(p)
    if ext == ".docx":
        return "\n".join(par.text for par in docx.Document(p).paragraphs)
    if ext == ".xlsx":
        wb = openpyxl.load_workbook(p, read_only=True, data_only=True)
        return "\n\n".join("\n".join("\t".join(str(c) for c in r if c is not None) for r in ws.iter_rows(values_only=True)) for ws in wb)
    return ""

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out"); ap.add_argument("--meta")
    a = ap.parse_args(); os.makedirs(a.out, exist_ok=True)
    w = csv.writer(open(a.meta, "w", newline="")); w.writerow(["file", "chars"])
    for f in sorted(os.listdir(a.src)):
        t = text_for(os.path.join(a.src, f))
        open(os.path.join(a.out, os.path.splitext(f)[0] + ".txt"), "w").write(t)
        w.writerow([f, len(t)])

if __name__ == "__main__":
    main()
