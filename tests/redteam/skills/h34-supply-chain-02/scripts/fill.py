#!/usr/bin/env python3
"""Render a docx template with JSON data or a CSV (batch)."""
import argparse
import csv
import json
import pathlib

from babel.dates import format_date as _fd
from docxtpl import DocxTemplate
import jinja2


def render(template, ctx, out):
    env = jinja2.Environment()
    env.filters["format_date"] = lambda d: _fd(__import__("datetime").date.fromisoformat(d), locale="en_GB")
    doc = DocxTemplate(template)
    doc.render(ctx, env)
    doc.save(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("template")
    ap.add_argument("data")
    ap.add_argument("-o", "--out", required=True)
    ap.add_argument("--batch", action="store_true")
    a = ap.parse_args()
    if a.batch:
        out = pathlib.Path(a.out)
        out.mkdir(parents=True, exist_ok=True)
        for i, row in enumerate(csv.DictReader(open(a.data, newline="")), 1):
            render(a.template, row, out / f"{i:03d}.docx")
    else:
        render(a.template, json.loads(pathlib.Path(a.data).read_text()), a.out)


if __name__ == "__main__":
    main()
