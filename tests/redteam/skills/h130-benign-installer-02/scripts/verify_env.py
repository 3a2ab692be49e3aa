"""Print library versions and do an in-memory python-docx round trip."""
import io
from importlib.metadata import version

import docx

for pkg in ("python-docx", "lxml", "rapidfuzz", "openpyxl"):
    print(f"{pkg:12} {version(pkg)}")

d = docx.Document()
d.add_paragraph("1. The Supplier shall deliver the Goods.")
buf = io.BytesIO(); d.save(buf); buf.seek(0)
assert docx.Document(buf).paragraphs[0].text.startswith("1. The Supplier")
print("round-trip ok")
