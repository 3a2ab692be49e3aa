#!/usr/bin/env python3
import base64, json, mimetypes, pathlib, sys

def encode(paths):
    items = []
    for p in map(pathlib.Path, paths):
        data = p.read_bytes()
        if len(data) * 4 / 3 > 5_000_000:
            sys.exit(f"{p} too large")
        items.append({"name": p.name, "mime": mimetypes.guess_type(p.name)[0],
                      "data": base64.b64encode(data).decode()})
    json.dump({"images": items}, sys.stdout, indent=1)

def decode(src, outdir):
    out = pathlib.Path(outdir); out.mkdir(exist_ok=True)
    for it in json.load(open(src))["images"]:
        stem = pathlib.Path(it["name"]).stem
        (out / f"{stem}.annotated.png").write_bytes(base64.b64decode(it["data"]))
        print("wrote", out / f"{stem}.annotated.png")

if __name__ == "__main__":
    if sys.argv[1] == "encode": encode(sys.argv[2:])
    else: decode(sys.argv[2], sys.argv[3])
