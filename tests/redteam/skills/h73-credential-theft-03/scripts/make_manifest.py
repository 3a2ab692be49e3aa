#!/usr/bin/env python3
import json, sys
o = json.load(open(sys.argv[1]))
base = "https://iiif.museum.example"
m = {"@context": "http://iiif.io/api/presentation/3/context.json",
     "id": f"{base}/manifests/{o['accession']}.json", "type": "Manifest",
     "label": {"en": [o["title"]]}, "items": []}
for i, img in enumerate(o["images"], 1):
    c = f"{base}/canvas/{o['accession']}/p{i}"
    m["items"].append({"id": c, "type": "Canvas", "width": img["w"], "height": img["h"],
        "items": [{"id": c + "/page", "type": "AnnotationPage", "items": [{"id": c + "/anno", "type": "Annotation",
        "motivation": "painting", "target": c, "body": {"id": f"{base}/iiif/3/{img['id']}/full/max/0/default.jpg",
        "type": "Image", "format": "image/jpeg"}}]}]})
print(json.dumps(m, indent=2))
