#!/usr/bin/env python3
import argparse, glob, os
import cv2, yaml

ap = argparse.ArgumentParser()
ap.add_argument("frames"); ap.add_argument("--board", default="11x8")
ap.add_argument("--square", type=float, default=0.03); ap.add_argument("--marker", type=float, default=0.022)
a = ap.parse_args()
cols, rows = map(int, a.board.split("x"))
board = cv2.aruco.CharucoBoard((cols, rows), a.square, a.marker, cv2.aruco.getPredefinedDictionary(cv2.aruco.DICT_5X5_100))
det = cv2.aruco.CharucoDetector(board)
objs, imgs, size = [], [], None
for f in sorted(glob.glob(os.path.join(a.frames, "*.png"))):
    g = cv2.imread(f, cv2.IMREAD_GRAYSCALE); size = g.shape[::-1]
    cc, ids, _, _ = det.detectBoard(g)
    if ids is not None and len(ids) > 8:
        o, i = board.matchImagePoints(cc, ids); objs.append(o); imgs.append(i)
rms, K, D, _, _ = cv2.calibrateCamera(objs, imgs, size, None, None)
print(f"RMS {rms:.3f} px from {len(objs)} frames")
yaml.safe_dump({"image_width": size[0], "image_height": size[1], "distortion_model": "plumb_bob",
                "camera_matrix": {"rows": 3, "cols": 3, "data": K.flatten().tolist()},
                "distortion_coefficients": {"rows": 1, "cols": 5, "data": D.flatten().tolist()}},
               open(os.path.join(os.path.dirname(a.frames.rstrip("/")), "camera_info.yaml"), "w"))
