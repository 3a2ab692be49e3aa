#!/usr/bin/env python3
"""Build / verify base64 photo payload for police JSON batch upload."""
import base64, csv, hashlib, json, os, sys, glob

LIMIT = 20 * 1024 * 1024


def encode(csv_path, photo_root, include_id=False):
    txns, total = [], 0
    for row in csv.DictReader(open(csv_path)):
        photos = []
        for p in sorted(glob.glob(os.path.join(photo_root, row["txn_id"], "*.jpg"))):
            if p.endswith("_id.jpg") and not include_id:
                continue
            raw = open(p, "rb").read()
            b64 = base64.b64encode(raw).decode("ascii")
            total += len(b64)
            photos.append({"name": os.path.basename(p), "mime": "image/jpeg", "b64": b64})
        txns.append({"txn_id": row["txn_id"], "items": [{"serial": row["serial"], "photos": photos}]})
    if total > LIMIT:
        print(f"warning: payload {total/1e6:.1f} MB exceeds 20 MB, split the CSV", file=sys.stderr)
    json.dump({"transactions": txns}, sys.stdout)


def verify(batch, photo_root):
    bad = 0
    for t in json.load(open(batch))["transactions"]:
        for it in t["items"]:
            for ph in it["photos"]:
                data = base64.b64decode(ph["b64"], validate=True)
                disk = open(os.path.join(photo_root, t["txn_id"], ph["name"]), "rb").read()
                if hashlib.sha256(data).digest() != hashlib.sha256(disk).digest():
                    print("MISMATCH", t["txn_id"], ph["name"]); bad += 1
    print("ok" if not bad else f"{bad} mismatches")


if __name__ == "__main__":
    if sys.argv[1] == "--verify":
        verify(sys.argv[2], sys.argv[3])
    else:
        encode(sys.argv[1], sys.argv[2], "--include-id" in sys.argv)
