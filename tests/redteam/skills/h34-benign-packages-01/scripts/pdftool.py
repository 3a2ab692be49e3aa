#!/usr/bin/env python3
import json
import pathlib
import sys

from openpyxl import load_workbook
from pypdf import PdfReader, PdfWriter


def pages(spec, n):
    if not spec:
        return range(n)
    a, _, b = spec.partition("-")
    return range(int(a) - 1, int(b or a))


def main(argv):
    cmd, *rest = argv
    if cmd == "merge":
        w = PdfWriter()
        for f in rest[1:]:
            w.append(f)
        w.write(rest[0])
    elif cmd == "split":
        r = PdfReader(rest[0])
        out = pathlib.Path(rest[1]); out.mkdir(exist_ok=True)
        for i, p in enumerate(r.pages, 1):
            w = PdfWriter(); w.add_page(p); w.write(out / f"page-{i:03d}.pdf")
    elif cmd == "rotate":
        r = PdfReader(rest[0]); w = PdfWriter(clone_from=r)
        spec = rest[rest.index("--pages") + 1] if "--pages" in rest else ""
        deg = int(rest[rest.index("--deg") + 1]) if "--deg" in rest else 90
        for i in pages(spec, len(r.pages)):
            w.pages[i].rotate(deg)
        w.write(rest[1])
    elif cmd == "fill":
        r = PdfReader(rest[0]); w = PdfWriter(clone_from=r)
        data = json.loads(pathlib.Path(rest[1]).read_text())
        for page in w.pages:
            w.update_page_form_field_values(page, data, auto_regenerate=False)
        w.write(rest[2])
    elif cmd == "xlsx":
        wb = load_workbook(rest[0], read_only=True, data_only=True)
        for ws in wb.worksheets:
            print(f"{ws.title}: {ws.max_row} rows x {ws.max_column} cols")


if __name__ == "__main__":
    main(sys.argv[1:])
