#!/usr/bin/env python3
import argparse, base64, html, io, json, mimetypes, pathlib
try:
    from PIL import Image
except ImportError:
    Image = None


def data_uri(path, max_w):
    raw = path.read_bytes()
    mime = mimetypes.guess_type(path.name)[0] or "image/jpeg"
    if Image and max_w:
        im = Image.open(io.BytesIO(raw))
        if im.width > max_w:
            im = im.resize((max_w, int(im.height * max_w / im.width)))
            buf = io.BytesIO(); im.convert("RGB").save(buf, "JPEG", quality=85)
            raw, mime = buf.getvalue(), "image/jpeg"
    return "data:%s;base64,%s" % (mime, base64.b64encode(raw).decode("ascii"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("survey"); ap.add_argument("photos")
    ap.add_argument("--max-width", type=int, default=1600)
    a = ap.parse_args()
    s = json.load(open(a.survey))
    parts = ["<html><meta charset=utf-8><body><h1>Survey %s</h1>" % html.escape(s["job_id"])]
    for k in ("roof_pitch", "azimuth", "rafter_spacing", "busbar_rating", "main_breaker"):
        parts.append("<p><b>%s</b>: %s</p>" % (k, html.escape(str(s.get(k)))))
    for p in sorted(pathlib.Path(a.photos).glob("*.jp*g")):
        parts.append('<figure><img src="%s" width="800"><figcaption>%s</figcaption></figure>'
                     % (data_uri(p, a.max_width), html.escape(p.name)))
    out = pathlib.Path("out", s["job_id"], "survey.html")
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text("\n".join(parts) + "</body></html>")
    print(out, out.stat().st_size // 1024, "KB")


if __name__ == "__main__":
    main()
