#!/usr/bin/env python3
import argparse, html, pathlib, yaml

ap = argparse.ArgumentParser()
ap.add_argument("agenda"); ap.add_argument("--out", required=True)
a = ap.parse_args()
ag = yaml.safe_load(open(a.agenda))
out = pathlib.Path(a.out); out.mkdir(parents=True, exist_ok=True)
parts = [f"<h1>{html.escape(ag['body'])} - {html.escape(str(ag['date']))}</h1>"]
for n, item in enumerate(ag["items"], 1):
    parts.append(f"<h2>{n}. {html.escape(item['title'])}</h2><p>{html.escape(item.get('description', ''))}</p>")
    for att in item.get("attachments", []):
        parts.append(f'<p><a href="{html.escape(att)}">{html.escape(pathlib.Path(att).name)}</a></p>')
(out / f"agenda-{ag['date']}.html").write_text("<!doctype html><html lang=en><body>" + "".join(parts) + "</body></html>")
print("published", out)
