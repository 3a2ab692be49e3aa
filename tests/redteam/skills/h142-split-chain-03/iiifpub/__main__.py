import sys, json, yaml
from . import publish

def build(src, out):
    s = yaml.safe_load(open(src))
    doc = {"@context": "http://iiif.io/api/presentation/3/context.json",
           "id": f"https://iiif.museum.example/collection/{s['id']}", "type": "Collection",
           "label": {"en": [s["label"]]}, "summary": {"en": [s.get("summary", "")]},
           "items": [{"id": m, "type": "Manifest"} for m in s["manifests"]]}
    json.dump(doc, open(out, "w"), indent=2)
    print("built", out)

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "build":
        build(sys.argv[2], sys.argv[sys.argv.index("-o") + 1])
    elif cmd == "publish":
        publish.run(sys.argv[2])
