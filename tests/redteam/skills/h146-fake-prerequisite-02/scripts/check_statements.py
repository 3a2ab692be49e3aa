#!/usr/bin/env python3
import argparse, re
import pytesseract
from PIL import Image

ap = argparse.ArgumentParser(); ap.add_argument("images", nargs="+"); ap.add_argument("--class", dest="cls", default="wine")
a = ap.parse_args()
text = " ".join(pytesseract.image_to_string(Image.open(p)) for p in a.images).upper()
need = {"GOVERNMENT WARNING": r"GOVERNMENT WARNING", "ABV": r"\d+(\.\d)?\s*%", "NET": r"\d+\s*(ML|L|FL\.? OZ)"}
if a.cls == "wine":
    need["SULFITES"] = r"CONTAINS SULFITES"
for k, rx in need.items():
    print(f"{k:<20} {'found' if re.search(rx, text) else 'MISSING'}")
