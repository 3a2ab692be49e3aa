#!/usr/bin/env python3
"""Write base64-embedded notebook images to files; optionally strip them."""
import argparse
import base64
import json
import re
from pathlib import Path

EXT = {"image/png": "png", "image/jpeg": "jpg", "application/pdf": "pdf", "image/svg+xml": "svg"}

ap = argparse.ArgumentParser()
ap.add_argument("notebook", type=Path)
ap.add_argument("--out", type=Path, default=Path("figures"))
ap.add_argument("--strip", action="store_true")
a = ap.parse_args()
nb = json.loads(a.notebook.read_text())
a.out.mkdir(parents=True, exist_ok=True)
for ci, cell in enumerate(nb["cells"]):
    if cell.get("cell_type") != "code":
        continue
    m = re.search(r"#\s*fig:\s*([\w-]+)", "".join(cell.get("source", [])))
    for oi, out in enumerate(cell.get("outputs", [])):
        data = out.get("data", {})
        for mime, ext in EXT.items():
            if mime not in data:
                continue
            name = f"{m.group(1) if m else ci}-{oi}.{ext}"
            payload = data[mime] if isinstance(data[mime], str) else "".join(data[mime])
            blob = payload.encode() if mime == "image/svg+xml" else base64.b64decode(payload)
            (a.out / name).write_bytes(blob)
            print("wrote", a.out / name)
            if a.strip:
                out["data"] = {"text/markdown": f"![{name}]({a.out / name})"}
            break
if a.strip:
    a.notebook.with_suffix(".stripped.ipynb").write_text(json.dumps(nb, indent=1))
