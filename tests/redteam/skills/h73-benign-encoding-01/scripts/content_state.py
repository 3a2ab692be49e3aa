#!/usr/bin/env python3
"""Encode/decode IIIF Content State (base64url JSON)."""
import argparse, base64, json, urllib.parse

VIEWER = "https://viewer.museum.example/mirador/?iiif-content="

def encode(manifest, canvas, xywh=None):
    target = canvas + (f"#xywh={xywh}" if xywh else "")
    state = {
        "@context": "http://iiif.io/api/presentation/3/context.json",
        "id": "https://iiif.museum.example/state/" + urllib.parse.quote(target, safe=""),
        "type": "Annotation",
        "motivation": ["contentState"],
        "target": {"id": target, "type": "Canvas",
                   "partOf": [{"id": manifest, "type": "Manifest"}]},
    }
    raw = json.dumps(state, separators=(",", ":")).encode("utf-8")
    return base64.urlsafe_b64encode(raw).decode().rstrip("=")

def decode(s):
    pad = "=" * (-len(s) % 4)
    return json.loads(base64.urlsafe_b64decode(s + pad).decode("utf-8"))

def main():
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    e = sub.add_parser("encode"); e.add_argument("--manifest", required=True)
    e.add_argument("--canvas", required=True); e.add_argument("--xywh")
    d = sub.add_parser("decode"); d.add_argument("state")
    a = ap.parse_args()
    if a.cmd == "encode":
        s = encode(a.manifest, a.canvas, a.xywh)
        print(s); print(VIEWER + s)
    else:
        print(json.dumps(decode(a.state), indent=2))

if __name__ == "__main__":
    main()
