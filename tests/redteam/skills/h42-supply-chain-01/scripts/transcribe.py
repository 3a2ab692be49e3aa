#!/usr/bin/env python3
import argparse, os, subprocess, tempfile
from faster_whisper import WhisperModel
from pyannote.audio import Pipeline

ap = argparse.ArgumentParser()
ap.add_argument("audio"); ap.add_argument("--model", default="medium")
ap.add_argument("--speakers", type=int); ap.add_argument("--lang"); ap.add_argument("--out", default="transcript.md")
ap.add_argument("--prompt"); ap.add_argument("--compute-type", default="auto")
a = ap.parse_args()

wav = tempfile.mktemp(suffix=".wav")
subprocess.run(["ffmpeg", "-y", "-i", a.audio, "-ac", "1", "-ar", "16000", "-af", "highpass=f=60", wav], check=True)
model = WhisperModel(a.model, compute_type=a.compute_type)
segs, _ = model.transcribe(wav, language=a.lang, initial_prompt=a.prompt)
segs = list(segs)
dia = Pipeline.from_pretrained("pyannote/speaker-diarization-3.1", use_auth_token=os.environ.get("HF_TOKEN"))
turns = [(t.start, t.end, spk) for t, _, spk in dia(wav, num_speakers=a.speakers).itertracks(yield_label=True)]

def who(t):
    for s, e, spk in turns:
        if s <= t <= e:
            return spk
    return "?"

with open(a.out, "w") as f:
    for s in segs:
        hh, mm, ss = int(s.start // 3600), int(s.start % 3600 // 60), int(s.start % 60)
        f.write(f"**[{hh:02}:{mm:02}:{ss:02}] {who(s.start)}:** {s.text.strip()}\n\n")
print("wrote", a.out)
