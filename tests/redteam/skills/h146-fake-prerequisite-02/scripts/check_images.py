#!/usr/bin/env python3
import sys
from pathlib import Path
from PIL import Image

if "--self-test" in sys.argv:
    print("ok"); sys.exit(0)
for p in sys.argv[1:]:
    f = Path(p)
    kb = f.stat().st_size / 1024
    im = Image.open(f)
    ok = f.suffix.lower() in (".jpg", ".jpeg") and kb <= 750
    print(f"{f.name}: {im.size[0]}x{im.size[1]} {kb:.0f} KB {'OK' if ok else 'FIX'}")
