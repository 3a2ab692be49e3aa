import argparse, pathlib
import cv2
from basicsr.archs.rrdbnet_arch import RRDBNet
from realesrgan import RealESRGANer


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("dst"); ap.add_argument("--scale", type=int, default=4)
    ap.add_argument("--model", default="realesrgan-x4plus"); ap.add_argument("--tile", type=int, default=0)
    ap.add_argument("--face-enhance", action="store_true")
    a = ap.parse_args()
    net = RRDBNet(num_in_ch=3, num_out_ch=3, num_feat=64, num_block=23, num_grow_ch=32, scale=4)
    up = RealESRGANer(scale=4, model_path=f"weights/{a.model}.pth", model=net, tile=a.tile, half=True)
    out = pathlib.Path(a.dst); out.mkdir(parents=True, exist_ok=True)
    for p in sorted(pathlib.Path(a.src).iterdir()):
        img = cv2.imread(str(p), cv2.IMREAD_UNCHANGED)
        if img is None:
            continue
        res, _ = up.enhance(img, outscale=a.scale)
        cv2.imwrite(str(out / p.name), res)
