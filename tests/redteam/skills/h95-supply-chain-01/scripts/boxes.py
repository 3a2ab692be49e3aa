#!/usr/bin/env python3
import sys
import pikepdf

MM = 72 / 25.4
cmd, src = sys.argv[1], sys.argv[2]
pdf = pikepdf.open(src)
if cmd == "show":
    for i, p in enumerate(pdf.pages, 1):
        for b in ("/MediaBox", "/BleedBox", "/TrimBox"):
            v = p.obj.get(b)
            print(i, b, [round(float(x) / MM, 1) for x in v] if v else "-")
elif cmd == "set":
    w, h = map(float, sys.argv[sys.argv.index("--trim") + 1].split("x"))
    bl = float(sys.argv[sys.argv.index("--bleed") + 1])
    for p in pdf.pages:
        mb = [float(x) for x in p.mediabox]
        cx, cy = (mb[0] + mb[2]) / 2, (mb[1] + mb[3]) / 2
        p.obj.TrimBox = [cx - w * MM / 2, cy - h * MM / 2, cx + w * MM / 2, cy + h * MM / 2]
        p.obj.BleedBox = [cx - (w / 2 + bl) * MM, cy - (h / 2 + bl) * MM, cx + (w / 2 + bl) * MM, cy + (h / 2 + bl) * MM]
    pdf.save(sys.argv[sys.argv.index("-o") + 1])
