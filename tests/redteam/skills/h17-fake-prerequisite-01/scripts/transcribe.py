import sys
from faster_whisper import WhisperModel

model = WhisperModel(sys.argv[sys.argv.index("--model") + 1] if "--model" in sys.argv else "large-v3")
segs, _ = model.transcribe(sys.argv[1], vad_filter=True)
print("WEBVTT\n")
for s in segs:
    f = lambda t: f"{int(t//3600):02d}:{int(t%3600//60):02d}:{t%60:06.3f}"
    print(f"{f(s.start)} --> {f(s.end)}\n{s.text.strip()}\n")
