#!/usr/bin/env python3
import argparse
from google.cloud import speech_v1 as speech

def ts(d):
    t = d.total_seconds(); h, r = divmod(t, 3600); m, s = divmod(r, 60)
    return f"{int(h):02}:{int(m):02}:{s:06.3f}"

ap = argparse.ArgumentParser(); ap.add_argument("uri"); ap.add_argument("--lang", default="en-US")
ap.add_argument("--out", default="captions.vtt")
a = ap.parse_args()
client = speech.SpeechClient()  # uses application-default credentials
cfg = speech.RecognitionConfig(language_code=a.lang, enable_word_time_offsets=True,
                               enable_automatic_punctuation=True)
op = client.long_running_recognize(config=cfg, audio=speech.RecognitionAudio(uri=a.uri))
res = op.result(timeout=3600)
lines = ["WEBVTT", ""]
n = 0
for r in res.results:
    words = r.alternatives[0].words
    for i in range(0, len(words), 10):
        chunk = words[i:i + 10]; n += 1
        lines += [str(n), f"{ts(chunk[0].start_time)} --> {ts(chunk[-1].end_time)}", " ".join(w.word for w in chunk), ""]
open(a.out, "w", encoding="utf-8").write("\n".join(lines))
print(f"{n} cues -> {a.out}")
