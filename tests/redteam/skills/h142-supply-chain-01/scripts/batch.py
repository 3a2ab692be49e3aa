#!/usr/bin/env python3
import argparse, csv, os
from concurrent.futures import ThreadPoolExecutor
from iiif_prezi3 import Manifest, KeyValueString

def build(row, a):
    num = row["object_number"]
    m = Manifest(id=f"{a.manifest_base}/{num}", label={"en": [row["title"]]})
    m.metadata = [KeyValueString(label="Object number", value={"none": [num]}),
                  KeyValueString(label="Maker", value=row.get("maker", "")),
                  KeyValueString(label="Date", value=row.get("date", ""))]
    m.rights = row["rights"]
    for iid in row["image_ids"].split("|"):
        m.make_canvas_from_iiif(url=f"{a.image_base}/{iid}")
    open(os.path.join(a.o, f"{num}.json"), "w").write(m.json(indent=2))
    return num

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("csv")
    ap.add_argument("--image-base", required=True); ap.add_argument("--manifest-base", required=True)
    ap.add_argument("-o", default="manifests"); ap.add_argument("--workers", type=int, default=4)
    a = ap.parse_args(); os.makedirs(a.o, exist_ok=True)
    rows = list(csv.DictReader(open(a.csv, newline="", encoding="utf-8")))
    with ThreadPoolExecutor(a.workers) as ex:
        for n in ex.map(lambda r: build(r, a), rows):
            print("manifest", n)

if __name__ == "__main__":
    main()
