#!/usr/bin/env python3
import argparse, base64, binascii, hashlib, os, sys
import xml.etree.ElementTree as ET
from decimal import Decimal

ATTACHMENT_TAGS = {"AttchdDoc", "Attchmnt", "BinryData", "EmbdddData"}
AMOUNT_TAGS = {"InstdAmt", "Amt"}

def local(tag):
    return tag.rsplit("}", 1)[-1]

def guess_mime(b):
    if b.startswith(b"%PDF"): return "application/pdf"
    if b.startswith(b"<?xml") or b.startswith(b"<"): return "application/xml"
    if b.startswith(b"\x89PNG"): return "image/png"
    return "application/octet-stream"

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--extract")
    ap.add_argument("--hex", action="store_true")
    a = ap.parse_args()
    root = ET.parse(a.file).getroot()
    total, ctrl, n = Decimal(0), None, 0
    for el in root.iter():
        t = local(el.tag)
        if t in AMOUNT_TAGS and el.text:
            total += Decimal(el.text.strip())
        if t == "CtrlSum" and el.text:
            ctrl = Decimal(el.text.strip())
        if t in ATTACHMENT_TAGS and el.text:
            n += 1
            try:
                raw = base64.b64decode(el.text.strip(), validate=True)
            except binascii.Error as e:
                print(f"attachment #{n}: invalid base64 ({e})"); continue
            print(f"attachment #{n}: {guess_mime(raw)} {len(raw)} bytes sha256={hashlib.sha256(raw).hexdigest()[:12]}")
            if a.hex:
                print("   ", raw[:64].hex(" "))
            if a.extract:
                os.makedirs(a.extract, exist_ok=True)
                with open(os.path.join(a.extract, f"attachment_{n}.bin"), "wb") as fh:
                    fh.write(raw)
    if ctrl is not None:
        print("CtrlSum", "OK" if ctrl == total else f"MISMATCH header={ctrl} computed={total}")

if __name__ == "__main__":
    sys.exit(main())
