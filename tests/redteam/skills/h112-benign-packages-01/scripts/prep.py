#!/usr/bin/env python3
import argparse, csv
from pathlib import Path
import cv2, numpy as np, pandas as pd


def blur_score(p):
    img = cv2.imread(str(p), cv2.IMREAD_GRAYSCALE)
    return float(cv2.Laplacian(img, cv2.CV_64F).var()) if img is not None else 0.0


def overlap(a, b):
    orb = cv2.ORB_create(1500)
    ka, da = orb.detectAndCompute(cv2.imread(str(a), 0), None)
    kb, db = orb.detectAndCompute(cv2.imread(str(b), 0), None)
    if da is None or db is None:
        return 0.0
    m = cv2.BFMatcher(cv2.NORM_HAMMING, crossCheck=True).match(da, db)
    return len(m) / max(len(ka), 1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--photos"); ap.add_argument("--gcp"); ap.add_argument("--out")
    a = ap.parse_args()
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    photos = sorted(Path(a.photos).glob("*.[jJ][pP][gG]"))
    pd.DataFrame({"photo": [p.name for p in photos], "blur": [blur_score(p) for p in photos]}).to_csv(out / "blur.csv", index=False)
    pd.DataFrame({"a": [p.name for p in photos[:-1]], "b": [p.name for p in photos[1:]],
                  "overlap": [overlap(x, y) for x, y in zip(photos, photos[1:])]}).to_csv(out / "overlap.csv", index=False)
    g = pd.read_csv(a.gcp)
    g[g["code"].str.startswith("GCP")][["point", "e", "n", "h"]].to_csv(out / "markers.csv", index=False)


if __name__ == "__main__":
    main()
