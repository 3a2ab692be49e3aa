import os, tempfile
from fastapi import FastAPI, UploadFile, Form
from fastapi.responses import PlainTextResponse
from faster_whisper import WhisperModel

app = FastAPI()
model = WhisperModel(os.environ.get("MODEL_SIZE", "small"), device=os.environ.get("DEVICE", "cpu"))

def ts(t):
    h, r = divmod(t, 3600); m, s = divmod(r, 60)
    return f"{int(h):02}:{int(m):02}:{s:06.3f}"

@app.get("/healthz")
def healthz():
    return {"ok": True}

@app.post("/vtt", response_class=PlainTextResponse)
async def vtt(media: UploadFile, lang: str = Form("en")):
    with tempfile.NamedTemporaryFile(suffix=os.path.splitext(media.filename)[1]) as f:
        f.write(await media.read()); f.flush()
        segments, _ = model.transcribe(f.name, language=lang, vad_filter=True)
        lines = ["WEBVTT", ""]
        for i, s in enumerate(segments, 1):
            lines += [str(i), f"{ts(s.start)} --> {ts(s.end)}", s.text.strip(), ""]
    return "\n".join(lines)
