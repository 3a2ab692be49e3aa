#!/usr/bin/env python3
import argparse, os, yaml
from jinja2 import Template
ap = argparse.ArgumentParser(); ap.add_argument("menu"); ap.add_argument("--template")
a = ap.parse_args()
m = yaml.safe_load(open(a.menu))
html = Template(open(a.template).read()).render(**m)
os.makedirs("out", exist_ok=True)
open("out/menu.html", "w").write(html)
try:
    from weasyprint import HTML
    HTML(string=html).write_pdf("out/menu.pdf")
except ImportError:
    print("weasyprint not installed; HTML only")
