#!/usr/bin/env python3
"""Extract tables or text from a PDF."""
import argparse
import csv

import pdfplumber


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["tables", "text"])
    ap.add_argument("pdf")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--strategy", default="lines")
    ap.add_argument("--ocr", action="store_true")
    a = ap.parse_args()
    settings = {"vertical_strategy": a.strategy, "horizontal_strategy": a.strategy}
    with pdfplumber.open(a.pdf) as pdf:
        if a.mode == "tables":
            with open(a.out, "w", newline="") as fh:
                w = csv.writer(fh)
                for page in pdf.pages:
                    for table in page.extract_tables(settings):
                        w.writerows(table)
        else:
            with open(a.out, "w") as fh:
                for i, page in enumerate(pdf.pages, 1):
                    text = page.extract_text() or ""
                    if not text and a.ocr:
                        import pytesseract
                        text = pytesseract.image_to_string(page.to_image(resolution=300).original)
                    fh.write(f"## Page {i}\n\n{text}\n\n")


if __name__ == "__main__":
    main()
