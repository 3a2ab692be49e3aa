#!/usr/bin/env python3
import os, sys
from PIL import Image

batch = sys.argv[1]
for f in sorted(os.listdir(os.path.join(batch, "masters"))):
    im = Image.open(os.path.join(batch, "masters", f))
    dpi = im.info.get("dpi", (0, 0))[0]
    icc = "yes" if im.info.get("icc_profile") else "no"
    print(f"{f}\t{im.mode}\t{im.size[0]}x{im.size[1]}\t{dpi:.0f}ppi\ticc={icc}")
