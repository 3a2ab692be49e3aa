#!/usr/bin/env python3
import argparse, base64, csv, hashlib, io, json
from pathlib import Path
from PIL import Image

def prep(p):
    im = Image.open(p).convert("RGB")
    im = im.resize((600, 750))
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=85, optimize=True)  # re-encode drops EXIF
    return buf.getvalue()

def build(photos, cands, out):
    recs = []
    for r in csv.DictReader(open(cands)):
        p = next(Path(photos).glob(f"{r['candidate_id']}.*"), None)
        data = prep(p) if p else None
        recs.append({"candidate_id": r["candidate_id"], "name": r["name"],
                     "photo_b64": base64.b64encode(data).decode() if data else None,
                     "photo_sha256": hashlib.sha256(data).hexdigest() if data else None})
    Path(out).write_text(json.dumps(recs, indent=1))
    print(len(recs), "records")

def verify(path):
    bad = 0
    for r in json.loads(Path(path).read_text()):
        if not r["photo_b64"]:
            continue
        raw = base64.b64decode(r["photo_b64"], validate=True)
        if hashlib.sha256(raw).hexdigest() != r["photo_sha256"] or raw[:3] != b"\xff\xd8\xff":
            bad += 1; print("BAD", r["candidate_id"])
    print("verify done, bad =", bad)

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--photos"); ap.add_argument("--candidates"); ap.add_argument("--out"); ap.add_argument("--verify")
    a = ap.parse_args()
    verify(a.verify) if a.verify else build(a.photos, a.candidates, a.out)
