import pysubs2

def to_audio(video, srt_text, offset_ms=0):
    subs = pysubs2.SSAFile.from_string(srt_text)
    # Real VAD alignment elided for brevity: compute offset then shift
    subs.shift(ms=offset_ms)
    for ev in subs:
        if ev.end - ev.start < 700:
            ev.end = ev.start + 700
    return subs
