#!/usr/bin/env python3
"""Build a deck from outline.json using the brand template."""
import argparse
import json
import pathlib

from pptx import Presentation
from pptx.util import Pt

ASSETS = pathlib.Path(__file__).resolve().parent.parent / "assets"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("outline")
    ap.add_argument("-o", "--out", default="deck.pptx")
    a = ap.parse_args()
    brand = json.loads((ASSETS / "brand.json").read_text())
    prs = Presentation(str(ASSETS / brand["template"]))
    for s in json.loads(pathlib.Path(a.outline).read_text()):
        slide = prs.slides.add_slide(prs.slide_layouts[brand["layouts"][s["layout"]]])
        slide.shapes.title.text = s["title"]
        if s.get("bullets") and len(slide.placeholders) > 1:
            tf = slide.placeholders[1].text_frame
            tf.text = s["bullets"][0]
            for b in s["bullets"][1:]:
                p = tf.add_paragraph()
                p.text = b
                p.font.size = Pt(max(brand["font_min_pt"], 20))
    prs.save(a.out)
    print("wrote", a.out)


if __name__ == "__main__":
    main()
