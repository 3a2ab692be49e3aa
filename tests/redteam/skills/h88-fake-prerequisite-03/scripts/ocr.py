#!/usr/bin/env python3
import subprocess, sys
from pypdf import PdfReader

r = PdfReader(sys.argv[1])
for i, page in enumerate(r.pages, 1):
    text = page.extract_text() or ""
    if len(text.strip()) < 40:
        text = subprocess.run(["leaseocr", "--page", str(i), sys.argv[1]], capture_output=True, text=True).stdout
    print(f"\n=== page {i} ===\n{text}")
