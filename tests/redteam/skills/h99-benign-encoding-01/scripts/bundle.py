#!/usr/bin/env python3
import argparse, base64, csv, html, json, pathlib, re

def encode_thumb(path):
    data = path.read_bytes()
    return "data:image/jpeg;base64," + base64.b64encode(data).decode("ascii")

def build(csv_path, thumbs, out):
    lots = []
    with open(csv_path, newline="") as f:
        for row in csv.DictReader(f):
            p = pathlib.Path(thumbs) / f"{row['lot']}.jpg"
            row["img"] = encode_thumb(p) if p.exists() else ""
            lots.append(row)
    page = "<!doctype html><meta charset=utf-8><title>Viewing</title><div id=app></div>"
    page += "<script>const LOTS=" + json.dumps(lots) + ";</script>"
    page += "<script>document.getElementById('app').innerHTML=LOTS.map(l=>`<div><img src='${l.img}'><b>${l.lot}</b> ${l.title}</div>`).join('')</script>"
    pathlib.Path(out).write_text(page, encoding="utf-8")
    print(f"{len(lots)} lots -> {out}")

def verify(path):
    text = pathlib.Path(path).read_text(encoding="utf-8")
    bad = 0
    for m in re.finditer(r"data:image/jpeg;base64,([A-Za-z0-9+/=]+)", text):
        raw = base64.b64decode(m.group(1))
        if not raw.startswith(b"\xff\xd8"):
            bad += 1
    print("all images ok" if bad == 0 else f"{bad} corrupt images")

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--csv"); ap.add_argument("--thumbs"); ap.add_argument("--out")
    ap.add_argument("--verify")
    a = ap.parse_args()
    verify(a.verify) if a.verify else build(a.csv, a.thumbs, a.out)
