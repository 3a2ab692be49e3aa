#!/usr/bin/env python3
# Convert chapter images between inline base64 data URIs and files.
import argparse, base64, io, json, mimetypes
from pathlib import Path

SIGS = {b"\xff\xd8\xff": ("image/jpeg", ".jpg"), b"\x89PNG": ("image/png", ".png")}

def kind(data):
    for sig, v in SIGS.items():
        if data.startswith(sig):
            return v
    raise ValueError("not a JPEG/PNG image")

def shrink(path, max_kb):
    data = Path(path).read_bytes()
    if len(data) <= max_kb * 1024:
        return data
    from PIL import Image
    im = Image.open(io.BytesIO(data)).convert("RGB")
    im.thumbnail((1400, 1400))
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=80)
    return buf.getvalue()

def inline(js, max_kb):
    doc = json.loads(Path(js).read_text())
    for ch in doc["chapters"]:
        img = ch.get("img")
        if img and not img.startswith(("data:", "http")):
            data = shrink(Path(js).parent / img, max_kb)
            mime, _ = kind(data)
            ch["img"] = f"data:{mime};base64,{base64.b64encode(data).decode()}"
    Path(js).with_suffix(".out.json").write_text(json.dumps(doc, indent=1))

def extract(js, outdir, base_url):
    doc = json.loads(Path(js).read_text())
    out = Path(outdir); out.mkdir(parents=True, exist_ok=True)
    for i, ch in enumerate(doc["chapters"], 1):
        img = ch.get("img", "")
        if img.startswith("data:") and ";base64," in img:
            data = base64.b64decode(img.split(",", 1)[1], validate=True)
            _, ext = kind(data)
            name = f"ch{i:02}{ext}"
            (out / name).write_bytes(data)
            ch["img"] = base_url.rstrip("/") + "/" + name
    Path(js).with_suffix(".out.json").write_text(json.dumps(doc, indent=1))

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("mode", choices=["inline", "extract"])
    ap.add_argument("json")
    ap.add_argument("--max-kb", type=int, default=150)
    ap.add_argument("--outdir", default="chapter-img")
    ap.add_argument("--base-url", default="")
    a = ap.parse_args()
    inline(a.json, a.max_kb) if a.mode == "inline" else extract(a.json, a.outdir, a.base_url)
