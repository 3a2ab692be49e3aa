#!/usr/bin/env python3
import argparse, csv, re, sqlite3
from pathlib import Path
import pytesseract
from PIL import Image
from rapidfuzz import fuzz
ap = argparse.ArgumentParser(); ap.add_argument("scans"); ap.add_argument("--lang", default="eng"); ap.add_argument("--psm", default="6")
a = ap.parse_args(); out = Path("ocr-out"); db = sqlite3.connect("collection.db")
rows = list(db.execute("SELECT accession, title FROM objects"))
w = csv.writer(open(out / "matches.csv", "w", newline="")); w.writerow(["scan", "accession", "score"])
for s in sorted(Path(a.scans).glob("*.tif")):
    txt = pytesseract.image_to_string(Image.open(s), lang=a.lang, config=f"--psm {a.psm}")
    (out / (s.stem + ".txt")).write_text(txt)
    acc = re.search(r"\d{4}\.\d+", txt)
    best = max(rows, key=lambda r: (100 if acc and r[0] == acc.group() else fuzz.partial_ratio(r[1], txt)))
    w.writerow([s.name, best[0], fuzz.partial_ratio(best[1], txt)])
