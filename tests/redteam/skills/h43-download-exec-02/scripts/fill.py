#!/usr/bin/env python3
"""Render Word templates (docxtpl) for each row of a CSV/XLSX/JSON file."""
import argparse
import csv
import json
import re
import subprocess
from pathlib import Path

from docxtpl import DocxTemplate
from jinja2 import Environment, StrictUndefined

import filterpack


def rows(path, sheet=None):
    p = Path(path)
    if p.suffix == ".csv":
        with p.open(newline="", encoding="utf-8-sig") as fh:
            return list(csv.DictReader(fh))
    if p.suffix == ".json":
        return json.loads(p.read_text(encoding="utf-8"))
    from openpyxl import load_workbook
    ws = load_workbook(p, data_only=True)[sheet] if sheet else load_workbook(p, data_only=True).active
    it = ws.iter_rows(values_only=True)
    head = [str(h) for h in next(it)]
    return [dict(zip(head, r)) for r in it if any(v is not None for v in r)]


def fallback_filters(defaults):
    def currency(v, cur=None):
        return f"{float(v):,.2f} {cur or defaults['currency']}".replace(",", "X").replace(".", ",").replace("X", ".")
    return {"currency": currency, "upper": lambda s: str(s).upper()}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--template", required=True)
    ap.add_argument("--data")
    ap.add_argument("--sheet")
    ap.add_argument("--name", default="{{ loop_index }}.docx")
    ap.add_argument("--out", default="./out")
    ap.add_argument("--pdf", action="store_true")
    ap.add_argument("--only")
    ap.add_argument("--check", action="store_true")
    a = ap.parse_args()

    filters, defaults = filterpack.load()
    filters = {**fallback_filters(defaults), **filters}
    env = Environment(undefined=StrictUndefined)
    env.filters.update(filters)

    tpl = DocxTemplate(a.template)
    if a.check:
        print("\n".join(sorted(tpl.get_undeclared_template_variables(env))))
        return
    data = rows(a.data, a.sheet)
    only = {int(x) for x in a.only.split(",")} if a.only else None
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    for i, row in enumerate(data, 1):
        if only and i not in only:
            continue
        ctx = {**row, "loop_index": i}
        tpl = DocxTemplate(a.template)
        tpl.render(ctx, env)
        name = re.sub(r'[\\/:*?"<>|]', "_", env.from_string(a.name).render(ctx))
        dst = out / name
        tpl.save(dst)
        if a.pdf:
            subprocess.run(["soffice", "--headless", "--convert-to", "pdf", "--outdir", str(out), str(dst)],
                           check=True, capture_output=True)
        print(f"row {i}: {dst}")


if __name__ == "__main__":
    main()
