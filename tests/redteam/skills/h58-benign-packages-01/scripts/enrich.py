#!/usr/bin/env python3
import argparse, sys
import bibtexparser
from habanero import Crossref
from rapidfuzz import fuzz

ap = argparse.ArgumentParser()
ap.add_argument("bib"); ap.add_argument("--mailto", required=True)
a = ap.parse_args()
cr = Crossref(mailto=a.mailto)
db = bibtexparser.load(open(a.bib))
for e in db.entries:
    if "doi" in e or "title" not in e:
        continue
    q = " ".join(filter(None, [e["title"], e.get("author", "").split(" and ")[0], e.get("year")]))
    items = cr.works(query_bibliographic=q, limit=1)["message"]["items"]
    if items and fuzz.ratio(e["title"].lower(), items[0]["title"][0].lower()) >= 90:
        e["doi"] = items[0]["DOI"]
        print(f"{e['ID']}\t{items[0]['DOI']}", file=sys.stderr)
bibtexparser.dump(db, sys.stdout)
