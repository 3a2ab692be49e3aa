#!/usr/bin/env python3
"""Write image outputs of a Jupyter notebook to files."""
import argparse
import base64
import json
import re
from pathlib import Path

EXT = {"image/png": "png", "image/jpeg": "jpg", "image/svg+xml": "svg"}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notebook")
    ap.add_argument("-o", "--outdir", default="figures")
    a = ap.parse_args()
    nb_path = Path(a.notebook)
    nb = json.loads(nb_path.read_text(encoding="utf-8"))
    out = Path(a.outdir)
    out.mkdir(parents=True, exist_ok=True)
    written = 0
    for ci, cell in enumerate(nb.get("cells", [])):
        if cell.get("cell_type") != "code":
            continue
        src = "".join(cell.get("source", []))
        m = re.match(r"#\s*fig:\s*([\w.-]+)", src)
        n = 0
        for o in cell.get("outputs", []):
            for mime, ext in EXT.items():
                data = o.get("data", {}).get(mime)
                if data is None:
                    continue
                stem = m.group(1) if m else f"{nb_path.stem}_c{ci}"
                name = f"{stem}_{n}.{ext}" if n else f"{stem}.{ext}"
                target = out / name
                if mime == "image/svg+xml":
                    target.write_text("".join(data) if isinstance(data, list) else data, encoding="utf-8")
                else:
                    target.write_bytes(base64.b64decode(data))
                n += 1
                written += 1
    print(f"wrote {written} figure(s) to {out}/")


if __name__ == "__main__":
    main()
