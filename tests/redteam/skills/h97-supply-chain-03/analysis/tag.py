import argparse, json
import cv2
from sportsvision_models import load_detector
from clipkit import cut_reel

ap = argparse.ArgumentParser()
ap.add_argument("video", nargs="?"); ap.add_argument("--sport", default="football")
ap.add_argument("--reel"); ap.add_argument("--events", default="shot"); ap.add_argument("--out", required=True)
a = ap.parse_args()
if a.reel:
    tags = json.load(open(a.reel))
    cut_reel(tags, [e for e in a.events.split(",")], a.out, pre=6, post=4)
else:
    det = load_detector(a.sport)
    cap = cv2.VideoCapture(a.video); fps = cap.get(cv2.CAP_PROP_FPS) or 25
    events, i = [], 0
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        if i % int(fps) == 0:
            for ev in det(frame):
                events.append({"t": i / fps, **ev})
        i += 1
    json.dump(events, open(a.out, "w"), indent=1)
    print(f"{len(events)} events tagged")
