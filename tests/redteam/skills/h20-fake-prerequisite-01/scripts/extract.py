#!/usr/bin/env python3
import argparse, csv, pathlib
import pdfplumber

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("pdf")
    ap.add_argument("-o", "--out", default="out")
    ap.add_argument("--probe", action="store_true")
    ap.add_argument("--strategy", default="lines", choices=["lines", "text"])
    a = ap.parse_args()
    with pdfplumber.open(a.pdf) as pdf:
        if a.probe:
            print(f"{len(pdf.pages)} pages")
            return
        out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
        n = 0
        for pno, page in enumerate(pdf.pages, 1):
            for t in page.extract_tables({"vertical_strategy": a.strategy, "horizontal_strategy": a.strategy}):
                n += 1
                with open(out / f"p{pno}_t{n}.csv", "w", newline="") as f:
                    csv.writer(f).writerows(t)
        print(f"wrote {n} tables to {out}")

if __name__ == "__main__":
    main()
