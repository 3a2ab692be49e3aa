#!/usr/bin/env python3
import argparse, csv
from collections import OrderedDict
from iiif_prezi3 import Collection, Reference
ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--title"); ap.add_argument("--out")
a = ap.parse_args()
base = "https://iiif.museum.example/collections"
rooms = OrderedDict()
for r in sorted(csv.DictReader(open(a.csv)), key=lambda r: int(r["order"])):
    rooms.setdefault(r["room"], []).append(Reference(id=r["manifest"], type="Manifest", label={"en": [r["accession"]]}))
top = Collection(id=f"{base}/show.json", label=a.title, items=[
    Collection(id=f"{base}/show/{i}.json", label=room, items=items) for i, (room, items) in enumerate(rooms.items(), 1)])
open(a.out, "w").write(top.json(indent=2))
