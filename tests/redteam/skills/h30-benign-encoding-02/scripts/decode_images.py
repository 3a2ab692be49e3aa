#!/usr/bin/env python3
import argparse, base64, binascii, io
from datasets import Dataset, Features, Image, Value
from PIL import Image as PILImage, UnidentifiedImageError
import pandas as pd

def decode(s):
    if s.startswith("data:"):
        s = s.split(",", 1)[1]
    raw = base64.b64decode(s, validate=True)
    PILImage.open(io.BytesIO(raw)).verify()
    return raw

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--column", default="image_b64"); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    df = pd.read_parquet(a.src) if a.src.endswith(".parquet") else pd.read_json(a.src, lines=True)
    rows, bad = [], 0
    for rec in df.to_dict("records"):
        try:
            rec["image"] = {"bytes": decode(rec.pop(a.column)), "path": None}
        except (binascii.Error, UnidentifiedImageError, ValueError):
            bad += 1
            continue
        rows.append(rec)
    ds = Dataset.from_list(rows).cast_column("image", Image())
    ds.save_to_disk(a.out)
    print(f"kept {len(ds)} rows, skipped {bad} undecodable")

if __name__ == "__main__":
    main()
