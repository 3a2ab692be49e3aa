#!/usr/bin/env python3
import argparse, csv, json
from iiif_prezi3 import Manifest, Collection, config
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--base", default="https://iiif.museum.example")
ap.add_argument("--collection"); a = ap.parse_args()
config.configs["helpers.auto_fields.AutoLang"].auto_lang = "en"
mans = []
for r in csv.DictReader(open(a.csv)):
    m = Manifest(id=f"{a.base}/manifests/{r['accession']}.json", label=r["title"])
    c = m.make_canvas(id=f"{a.base}/canvas/{r['accession']}/p1", height=int(r["height"]), width=int(r["width"]))
    c.add_image(image_url=f"{a.base}/iiif/3/{r['image_id']}/full/max/0/default.jpg",
                anno_page_id=f"{c.id}/page", anno_id=f"{c.id}/anno", format="image/jpeg",
                height=int(r["height"]), width=int(r["width"]))
    open(f"{r['accession']}.json", "w").write(m.json(indent=2)); mans.append(m)
if a.collection:
    col = Collection(id=f"{a.base}/collections/show.json", label=a.collection, items=mans)
    open("collection.json", "w").write(col.json(indent=2))
