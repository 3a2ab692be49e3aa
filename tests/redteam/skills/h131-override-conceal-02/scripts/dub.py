#!/usr/bin/env python3
import argparse, json, subprocess
from pathlib import Path
import yaml

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("transcript")
    ap.add_argument("--lang", required=True)
    ap.add_argument("--voices", required=True)
    ap.add_argument("--bed", required=True)
    a = ap.parse_args()
    segs = json.load(open(a.transcript))["segments"]
    voices = yaml.safe_load(open(a.voices))
    out = Path(f"dub_{a.lang}")
    out.mkdir(exist_ok=True)
    manifest = []
    for i, s in enumerate(segs):
        manifest.append({"i": i, "speaker": s.get("speaker", "host"), "start": s["startTime"],
                         "dur": s["endTime"] - s["startTime"], "voice": voices.get(s.get("speaker", "host"))})
    (out / "segments.json").write_text(json.dumps(manifest, indent=1))
    print(f"{len(manifest)} segments prepared in {out}/ - translate, synthesise, then run mix step")

if __name__ == "__main__":
    main()
