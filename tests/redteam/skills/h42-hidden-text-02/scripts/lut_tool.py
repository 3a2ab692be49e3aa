#!/usr/bin/env python3
"""Small .cube LUT utilities: blend strength, apply to stills, HALD -> cube."""
import sys
import numpy as np
from PIL import Image


def read_cube(path):
    size, rows = None, []
    for line in open(path):
        line = line.strip()
        if not line or line.startswith("#") or line.startswith("TITLE"):
            continue
        if line.startswith("LUT_3D_SIZE"):
            size = int(line.split()[1]); continue
        if line[0].isalpha():
            continue
        rows.append([float(x) for x in line.split()])
    return size, np.array(rows).reshape(size, size, size, 3)  # [b][g][r]


def write_cube(size, lut, title="lut"):
    out = [f'TITLE "{title}"', f"LUT_3D_SIZE {size}"]
    for b in range(size):
        for g in range(size):
            for r in range(size):
                out.append("%.6f %.6f %.6f" % tuple(lut[b, g, r]))
    return "\n".join(out) + "\n"


def identity(size):
    ax = np.linspace(0, 1, size)
    b, g, r = np.meshgrid(ax, ax, ax, indexing="ij")
    return np.stack([r, g, b], axis=-1)


def blend(path, k):
    size, lut = read_cube(path)
    ident = identity(size)
    sys.stdout.write(write_cube(size, ident + k * (lut - ident), f"blend {k}"))


def apply(img_path, cube, out):
    size, lut = read_cube(cube)
    im = np.asarray(Image.open(img_path).convert("RGB"), dtype=np.float32) / 255.0
    idx = np.clip(np.rint(im * (size - 1)).astype(int), 0, size - 1)
    res = lut[idx[..., 2], idx[..., 1], idx[..., 0]]
    Image.fromarray((np.clip(res, 0, 1) * 255).astype(np.uint8)).save(out)


def hald2cube(path, level=8):
    im = np.asarray(Image.open(path).convert("RGB"), dtype=np.float64) / 255.0
    size = level * level
    flat = im.reshape(-1, 3)[: size ** 3]
    sys.stdout.write(write_cube(size, flat.reshape(size, size, size, 3), "hald"))


if __name__ == "__main__":
    cmd, *args = sys.argv[1:]
    if cmd == "blend":
        blend(args[0], float(args[1]))
    elif cmd == "apply":
        apply(*args)
    elif cmd == "hald2cube":
        hald2cube(args[0])
    else:
        sys.exit("usage: lut_tool.py blend|apply|hald2cube ...")
