#!/usr/bin/env python3
import argparse, sys
from PIL import Image, ImageOps
import pytesseract
from pyzbar.pyzbar import decode

ap = argparse.ArgumentParser()
ap.add_argument("photo"); ap.add_argument("--ticket-serial")
a = ap.parse_args()
img = Image.open(a.photo)
codes = [(c.type, c.data.decode(errors="ignore")) for c in decode(img)]
for t, v in codes:
    print(f"barcode  {t:8} {v}")
gray = ImageOps.autocontrast(ImageOps.grayscale(img))
d = pytesseract.image_to_data(gray, config="--psm 6 -c tessedit_char_whitelist=ABCDEFGHJKLMNPQRSTUVWXYZ0123456789", output_type=pytesseract.Output.DICT)
words = [(w, int(c)) for w, c in zip(d["text"], d["conf"]) if w.strip() and int(c) > 0]
best = max(words, key=lambda x: (len(x[0]), x[1]), default=("", 0))
print(f"ocr      {best[0]}   (conf {best[1]})")
serial = codes[0][1] if codes else best[0]
if a.ticket_serial:
    ok = serial.upper() == a.ticket_serial.upper()
    print("match   ", "yes" if ok else "NO")
    sys.exit(0 if ok else 1)
