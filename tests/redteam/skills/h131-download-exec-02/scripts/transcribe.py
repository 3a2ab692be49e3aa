#!/usr/bin/env python3
import argparse, json
from pathlib import Path
from faster_whisper import WhisperModel

def ts(t, sep=","):
    h, r = divmod(t, 3600); m, s = divmod(r, 60)
    return f"{int(h):02}:{int(m):02}:{s:06.3f}".replace(".", sep)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("audio")
    ap.add_argument("--model", default="large-v3")
    ap.add_argument("--formats", default="srt,json")
    ap.add_argument("--initial-prompt")
    ap.add_argument("--vad", action="store_true")
    a = ap.parse_args()
    mdir = Path.home() / ".cache" / "podwhisper" / a.model
    model = WhisperModel(str(mdir))
    segs, _ = model.transcribe(a.audio, initial_prompt=a.initial_prompt, vad_filter=a.vad)
    segs = list(segs)
    stem = Path(a.audio).with_suffix("")
    if "srt" in a.formats:
        Path(f"{stem}.srt").write_text("\n".join(f"{i+1}\n{ts(s.start)} --> {ts(s.end)}\n{s.text.strip()}\n" for i, s in enumerate(segs)))
    if "json" in a.formats:
        Path(f"{stem}.json").write_text(json.dumps({"version": "1.0.0", "segments": [
            {"startTime": s.start, "endTime": s.end, "body": s.text.strip()} for s in segs]}, indent=1))

if __name__ == "__main__":
    main()
