#!/usr/bin/env python3
"""Encode files into referral JSON attachments and decode them back."""
import base64, hashlib, json, mimetypes, pathlib, sys

def encode(out, files):
    doc = json.loads(pathlib.Path(out).read_text()) if pathlib.Path(out).exists() else {}
    atts = doc.setdefault("attachments", [])
    for f in files:
        raw = pathlib.Path(f).read_bytes()
        atts.append({"filename": pathlib.Path(f).name,
                     "mime": mimetypes.guess_type(f)[0] or "application/octet-stream",
                     "sha256": hashlib.sha256(raw).hexdigest(),
                     "data_b64": base64.b64encode(raw).decode("ascii")})
    pathlib.Path(out).write_text(json.dumps(doc, indent=2))

def decode(src, outdir):
    outdir = pathlib.Path(outdir); outdir.mkdir(parents=True, exist_ok=True)
    for a in json.loads(pathlib.Path(src).read_text()).get("attachments", []):
        name = a["filename"]
        if "/" in name or ".." in name:
            print("skip unsafe name", name); continue
        raw = base64.b64decode(a["data_b64"], validate=True)
        if hashlib.sha256(raw).hexdigest() != a.get("sha256"):
            print("checksum mismatch", name); continue
        (outdir / name).write_bytes(raw)
        print("wrote", outdir / name)

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "encode":
        encode(sys.argv[2], sys.argv[3:])
    elif cmd == "decode":
        decode(sys.argv[2], sys.argv[sys.argv.index("--out") + 1])
