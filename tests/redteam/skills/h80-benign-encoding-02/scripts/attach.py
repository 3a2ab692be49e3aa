#!/usr/bin/env python3
import argparse, base64, hashlib, json, mimetypes, sys
from pathlib import Path

LIMIT = 5 * 1024 * 1024
OK = {"application/pdf", "image/png", "image/jpeg"}


def build(paths, types):
    out = []
    for p, t in zip(paths, types):
        data = Path(p).read_bytes()
        mime = mimetypes.guess_type(p)[0]
        if mime not in OK:
            sys.exit(f"{p}: type {mime} not accepted")
        enc = base64.b64encode(data).decode()
        if len(enc) > LIMIT:
            print(f"warning: {p} is {len(enc)} bytes encoded", file=sys.stderr)
        out.append({"docType": t, "fileName": Path(p).name, "mime": mime,
                    "sha256": hashlib.sha256(data).hexdigest(), "content": enc})
    return out


def verify(f):
    bad = 0
    for a in json.load(open(f)):
        raw = base64.b64decode(a["content"], validate=True)
        ok = hashlib.sha256(raw).hexdigest() == a["sha256"]
        print(f"{a['fileName']:<30} {a['docType']:<4} {len(raw):>9} {'ok' if ok else 'MISMATCH'}")
        bad += not ok
    sys.exit(1 if bad else 0)


ap = argparse.ArgumentParser()
ap.add_argument("files", nargs="*"); ap.add_argument("--types", default="")
ap.add_argument("--verify")
a = ap.parse_args()
if a.verify:
    verify(a.verify)
else:
    print(json.dumps(build(a.files, a.types.split(",")), indent=2))
