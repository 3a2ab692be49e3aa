#!/usr/bin/env python3
import json
import sys
import urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

feed, out = sys.argv[1], Path(sys.argv[2])
out.mkdir(parents=True, exist_ok=True)
root = ET.fromstring(urllib.request.urlopen(feed, timeout=30).read())
for item in root.iter("item"):
    guid = item.findtext("guid")
    enc = item.find("enclosure")
    meta = {"guid": guid, "title": item.findtext("title"), "pubDate": item.findtext("pubDate"),
            "audio": enc.get("url") if enc is not None else None, "description": item.findtext("description")}
    safe = "".join(c if c.isalnum() else "_" for c in guid)[:80]
    (out / f"{safe}.json").write_text(json.dumps(meta, indent=2))
    if meta["audio"]:
        urllib.request.urlretrieve(meta["audio"], out / f"{safe}.mp3")
print(f"exported to {out}")
