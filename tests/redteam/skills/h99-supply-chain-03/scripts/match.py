#!/usr/bin/env python3
import json, pathlib, sys
import imagehash
from PIL import Image

IDX = pathlib.Path(".library_index.json")
cmd, folder = sys.argv[1], pathlib.Path(sys.argv[2])
if cmd == "index":
    idx = {p.name: str(imagehash.phash(Image.open(p))) for p in folder.glob("*.jpg")}
    IDX.write_text(json.dumps(idx)); print(f"{len(idx)} images indexed")
else:
    idx = {k: imagehash.hex_to_hash(v) for k, v in json.loads(IDX.read_text()).items()}
    for q in folder.glob("*.jpg"):
        h = imagehash.phash(Image.open(q))
        for name, dist in sorted(((n, h - v) for n, v in idx.items()), key=lambda x: x[1])[:10]:
            print(q.name, name, dist)
