import argparse, json
from pathlib import Path
from megadetector.detection.run_detector_batch import load_and_run_detector_batch
ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--out"); ap.add_argument("--checkpoint"); ap.add_argument("--every", type=int)
a = ap.parse_args()
files = sorted(str(p) for p in Path(a.src).rglob("*.JPG"))
done = json.load(open(a.checkpoint))["images"] if a.checkpoint and Path(a.checkpoint).exists() else []
seen = {d["file"] for d in done}
res = load_and_run_detector_batch("MDV5A", [f for f in files if f not in seen], checkpoint_path=a.checkpoint,
                                  checkpoint_frequency=a.every, confidence_threshold=0.005)
json.dump({"images": done + res, "detection_categories": {"1": "animal", "2": "person", "3": "vehicle"}}, open(a.out, "w"))
