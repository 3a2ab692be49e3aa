#!/usr/bin/env python3
import sys
from pptx import Presentation
from pptx.util import Pt

src, out = sys.argv[1], sys.argv[sys.argv.index("-o") + 1]
prs = Presentation(); slide = None
for line in open(src, encoding="utf-8"):
    line = line.rstrip()
    if line.startswith("# "):
        slide = prs.slides.add_slide(prs.slide_layouts[1])
        slide.shapes.title.text = line[2:]
        body = slide.placeholders[1].text_frame; body.clear()
    elif line.startswith("- ") and slide:
        p = body.add_paragraph(); p.text = line[2:]; p.font.size = Pt(20)
    elif line.startswith("> ") and slide:
        slide.notes_slide.notes_text_frame.text += line[2:] + "\n"
prs.save(out)
print(len(prs.slides), "slides ->", out)
