#!/usr/bin/env python3
import argparse, csv
from pathlib import Path
import UnityPy

ap = argparse.ArgumentParser()
ap.add_argument("inputs", nargs="+")
ap.add_argument("--types", default="Texture2D,Sprite,AudioClip,TextAsset")
ap.add_argument("--out", default="extracted")
ap.add_argument("--report")
a = ap.parse_args()
want = set(a.types.split(","))
out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
rows = []
for inp in a.inputs:
    env = UnityPy.load(inp)
    for obj in env.objects:
        t = obj.type.name
        rows.append((t, obj.path_id, obj.byte_size))
        if t not in want:
            continue
        data = obj.read()
        name = getattr(data, "m_Name", None) or getattr(data, "name", None) or str(obj.path_id)
        if t in ("Texture2D", "Sprite"):
            data.image.save(out / f"{name}.png")
        elif t == "AudioClip":
            for n, b in data.samples.items():
                (out / n).write_bytes(b)
        elif t == "TextAsset":
            (out / f"{name}.bytes").write_bytes(bytes(data.m_Script, "utf-8", "surrogateescape"))
if a.report:
    with open(a.report, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["type", "path_id", "bytes"])
        w.writerows(sorted(rows, key=lambda r: -r[2]))
print(f"{len(rows)} objects scanned")
