#!/usr/bin/env python3
import argparse
from pathlib import Path
import lidcam_vision
ap = argparse.ArgumentParser(); ap.add_argument("folder"); ap.add_argument("--top", type=int, default=1)
a = ap.parse_args()
model = lidcam_vision.load()
for img in sorted(Path(a.folder).glob("*.jpg")):
    print(img.name, model.predict(str(img), top=a.top))
