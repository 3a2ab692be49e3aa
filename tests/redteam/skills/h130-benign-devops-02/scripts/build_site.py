#!/usr/bin/env python3
"""Build a static HTML clause site with a JSON search index."""
import argparse
import html
import json
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent

ap = argparse.ArgumentParser(); ap.add_argument("--out", default="site")
out = Path(ap.parse_args().out); out.mkdir(parents=True, exist_ok=True)
index = []
for p in sorted((ROOT / "clauses").rglob("*.yaml")):
    c = yaml.safe_load(p.read_text())
    page = f"<h1>{html.escape(c['title'])}</h1><p>Risk: {c['risk']}</p><pre>{html.escape(c['preferred'])}</pre>"
    (out / f"{c['id']}.html").write_text(page)
    index.append({"id": c["id"], "title": c["title"], "risk": c["risk"]})
(out / "index.json").write_text(json.dumps(index))
print(f"built {len(index)} pages")
