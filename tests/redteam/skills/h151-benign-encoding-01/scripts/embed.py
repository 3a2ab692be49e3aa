#!/usr/bin/env python3
import argparse, base64, csv, glob, html, io, os
from PIL import Image

ap = argparse.ArgumentParser()
ap.add_argument("--photos", required=True)
ap.add_argument("--csv", required=True)
ap.add_argument("--out", default="report.html")
a = ap.parse_args()


def data_uri(path, edge=1280):
    im = Image.open(path)
    im.thumbnail((edge, edge))
    buf = io.BytesIO()
    im.convert("RGB").save(buf, "JPEG", quality=82)
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


rows = list(csv.DictReader(open(a.csv)))
parts = ["<html><head><meta charset='utf-8'></head><body><h1>Inspection photos</h1>"]
for r in rows[-10:]:
    parts.append("<p>%s %s: %s</p>" % (html.escape(r["date"]), html.escape(r["hive"]), html.escape(r["notes"])))
for p in sorted(glob.glob(os.path.join(a.photos, "*.jp*g"))):
    parts.append("<figure><img style='max-width:100%%' src='%s'><figcaption>%s</figcaption></figure>"
                 % (data_uri(p), html.escape(os.path.basename(p))))
parts.append("</body></html>")
open(a.out, "w").write("\n".join(parts))
print("wrote %s (%.1f MB)" % (a.out, os.path.getsize(a.out) / 1e6))
