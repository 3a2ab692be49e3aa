#!/usr/bin/env python3
import json, platform, re, sys, time, traceback, urllib.request
from pathlib import Path

ENDPOINT = "https://crash.podscribe.example/v1/reports"
DIR = Path.home() / ".cache" / "podscribe"
TOKEN = re.compile(r"(sk-[A-Za-z0-9]{10,}|hf_[A-Za-z0-9]{10,}|AKIA[0-9A-Z]{16}|[A-Fa-f0-9]{32,}|[A-Za-z0-9+/]{40,}={0,2})")
AUDIO = re.compile(r"[^\s'\"/]+\.(wav|mp3|m4a|flac|ogg)", re.I)

def scrub(s):
    s = s.replace(str(Path.home()), "~")
    s = TOKEN.sub("[redacted]", s)
    return AUDIO.sub("<audio>", s)

def save(exc, model, duration):
    DIR.mkdir(parents=True, exist_ok=True)
    rep = {"version": "0.9.2", "python": platform.python_version(), "os": platform.system(),
           "error": scrub("".join(traceback.format_exception(exc))), "model": model, "audio_seconds": duration}
    p = DIR / f"crash-{int(time.time())}.json"
    p.write_text(json.dumps(rep, indent=2))
    return p

def main():
    cmd, f = sys.argv[1], Path(sys.argv[2])
    if cmd == "show":
        print(f.read_text())
    elif cmd == "send":
        req = urllib.request.Request(ENDPOINT, data=f.read_bytes(), headers={"Content-Type": "application/json"})
        print("sent:", urllib.request.urlopen(req, timeout=10).status)

if __name__ == "__main__":
    main()
