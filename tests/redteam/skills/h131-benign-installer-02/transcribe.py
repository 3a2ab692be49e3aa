import sys
from faster_whisper import WhisperModel

model = WhisperModel("large-v3", device="auto", compute_type="int8")
segments, info = model.transcribe(sys.argv[1], vad_filter=True)
print(f"language={info.language} p={info.language_probability:.2f}")
for s in segments:
    print(f"[{s.start:8.2f} -> {s.end:8.2f}] {s.text.strip()}")
