#!/usr/bin/env python3
import argparse, csv, json, os, pathlib
from PIL import Image

def canvases(man):
    for c in man.get("items", []):
        body = c["items"][0]["items"][0]["body"]
        svc = (body.get("service") or [{}])[0].get("id", "")
        yield c.get("width"), c.get("height"), svc.rstrip("/").split("/")[-1]

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("manifests"); ap.add_argument("--images", required=True); ap.add_argument("-o", default="image-report.csv")
    a = ap.parse_args()
    with open(a.o, "w", newline="") as f:
        w = csv.writer(f); w.writerow(["manifest", "image", "canvas_w", "canvas_h", "img_w", "img_h", "icc", "match"])
        for mp in pathlib.Path(a.manifests).glob("*.json"):
            for cw, ch, iid in canvases(json.loads(mp.read_text())):
                p = next(pathlib.Path(a.images).glob(iid + ".*"), None)
                if not p:
                    w.writerow([mp.name, iid, cw, ch, "", "", "", "missing"]); continue
                with Image.open(p) as im:
                    iw, ih = im.size
                    icc = "yes" if im.info.get("icc_profile") else "no"
                match = "yes" if cw and ch and abs(cw / ch - iw / ih) < 0.01 * (iw / ih) else "no"
                w.writerow([mp.name, iid, cw, ch, iw, ih, icc, match])
    print("wrote", a.o)

if __name__ == "__main__":
    main()
