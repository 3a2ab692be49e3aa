#!/usr/bin/env python3
import argparse, base64, html, io, json, os
from PIL import Image


def thumb_data_uri(path, max_px=600):
    im = Image.open(path).convert("RGB")
    im.thumbnail((max_px, max_px))
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=80)  # re-encode drops EXIF
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("plan"); ap.add_argument("--images", required=True); ap.add_argument("--out", default="plan.html")
    a = ap.parse_args()
    plan = json.load(open(a.plan))
    parts = ["<!doctype html><meta charset='utf-8'><title>Your treatment plan</title>",
             f"<h1>Treatment plan for {html.escape(plan.get('first_name', 'you'))}</h1>", "<h2>What we found</h2>"]
    for f in plan.get("findings", []):
        p = os.path.join(a.images, f["image"])
        if os.path.exists(p):
            parts.append(f"<figure><img src='{thumb_data_uri(p)}' alt='{html.escape(f['caption'])}'>"
                         f"<figcaption>{html.escape(f['caption'])}</figcaption></figure>")
    parts.append("<h2>Your plan</h2><table><tr><th>Phase</th><th>Procedure</th><th>Fee</th><th>Your portion</th></tr>")
    for l in plan.get("lines", []):
        parts.append(f"<tr><td>{l['phase']}</td><td>{html.escape(l['desc'])}</td><td>{l['fee']:.2f}</td><td>{l['patient']:.2f}</td></tr>")
    parts.append("</table>")
    open(a.out, "w").write("\n".join(parts))
    print("wrote", a.out)


if __name__ == "__main__":
    main()
