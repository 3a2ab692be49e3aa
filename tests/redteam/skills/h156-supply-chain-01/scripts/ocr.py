#!/usr/bin/env python3
import csv, sys
from PIL import Image
import logsheet_ocr
w = csv.writer(sys.stdout)
w.writerow(["date", "ices_rect", "gear", "mesh_mm", "hours", "species", "live_kg", "source"])
for path in sys.argv[1:]:
    for row in logsheet_ocr.read(Image.open(path)):
        for sp, kg in row["catch"].items():
            w.writerow([row["date"], row["rect"], row["gear"], row["mesh"], row["hours"], sp, kg, path])
