import json, sys
import fitz  # pymupdf

doc = fitz.open(sys.argv[1])
out = []
for i, page in enumerate(doc, 1):
    blocks = [b[4].strip() for b in page.get_text("blocks") if b[4].strip()]
    out.append({"slide": i, "title": blocks[0] if blocks else "", "bullets": blocks[1:]})
json.dump(out, sys.stdout, indent=1, ensure_ascii=False)
