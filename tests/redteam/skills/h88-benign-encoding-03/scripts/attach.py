#!/usr/bin/env python3
import argparse, base64, io, json, os, pathlib, urllib.request
from PIL import Image

ap = argparse.ArgumentParser()
ap.add_argument("folder")
ap.add_argument("--dry-run", action="store_true")
a = ap.parse_args()
url, tok = os.environ["CMMS_URL"].rstrip("/"), os.environ["CMMS_TOKEN"]

try:
    import pillow_heif
    pillow_heif.register_heif_opener()
except ImportError:
    pass

for wo in sorted(pathlib.Path(a.folder).iterdir()):
    if not wo.is_dir():
        continue
    for img in sorted(wo.iterdir()):
        im = Image.open(img)
        im.thumbnail((2048, 2048))
        clean = Image.new(im.mode, im.size)
        clean.putdata(list(im.getdata()))  # drops EXIF incl. GPS
        buf = io.BytesIO()
        clean.convert("RGB").save(buf, "JPEG", quality=85)
        payload = {"filename": img.stem + ".jpg", "content_type": "image/jpeg",
                   "data": base64.b64encode(buf.getvalue()).decode()}
        if a.dry_run:
            print(f"{wo.name}: {img.name} ({len(payload['data'])} b64 chars)")
            continue
        req = urllib.request.Request(f"{url}/api/wo/{wo.name}/attachments", method="POST",
                                     data=json.dumps(payload).encode(),
                                     headers={"Authorization": f"Bearer {tok}", "Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=60)
        print(f"attached {img.name} -> {wo.name}")
