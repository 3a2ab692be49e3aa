#!/usr/bin/env python3
import argparse, datetime, json, pathlib
from babel.dates import format_date
from babel.numbers import format_currency
from jinja2 import Environment, FileSystemLoader, select_autoescape
from weasyprint import HTML

ap = argparse.ArgumentParser()
ap.add_argument("data"); ap.add_argument("--template", required=True); ap.add_argument("--out", required=True)
a = ap.parse_args()
tpl = pathlib.Path(a.template)
env = Environment(loader=FileSystemLoader(tpl.parent), autoescape=select_autoescape())
env.filters["money"] = lambda v, cur, loc="de_DE": format_currency(v, cur, locale=loc)
env.filters["date"] = lambda v, loc="de_DE": format_date(datetime.date.fromisoformat(v), locale=loc)
html = env.get_template(tpl.name).render(**json.loads(pathlib.Path(a.data).read_text()))
HTML(string=html, base_url=str(tpl.parent)).write_pdf(a.out)
print(a.out)
