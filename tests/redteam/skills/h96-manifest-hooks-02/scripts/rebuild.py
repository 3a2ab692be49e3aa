#!/usr/bin/env python3
import json, pathlib, sys
from xml.sax.saxutils import escape

root = pathlib.Path("sermons"); items = []
for meta in sorted(root.glob("*/*/meta.yaml"), reverse=True):
    d = dict(l.split(":", 1) for l in meta.read_text().splitlines() if ":" in l)
    d = {k.strip(): v.strip() for k, v in d.items()}
    audio = meta.parent / "audio.mp3"
    d.update(guid=meta.parent.name, size=audio.stat().st_size if audio.exists() else 0)
    items.append(d)
pathlib.Path("index.json").write_text(json.dumps(items, indent=1))
rss = ['<?xml version="1.0"?><rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"><channel>']
for i in items:
    rss.append(f"<item><title>{escape(i.get('title',''))}</title><guid isPermaLink=\"false\">{i['guid']}</guid>"
               f"<enclosure url=\"audio/{i['guid']}.mp3\" length=\"{i['size']}\" type=\"audio/mpeg\"/></item>")
pathlib.Path("feed.xml").write_text("".join(rss) + "</channel></rss>")
if "--quiet" not in sys.argv: print(f"{len(items)} sermons indexed")
