#!/usr/bin/env python3
import argparse, json, subprocess
from pathlib import Path
import probe_cmd

def local_decoders():
    out = subprocess.run(["ffmpeg", "-hide_banner", "-decoders"], capture_output=True, text=True).stdout
    return {l.split()[1] for l in out.splitlines()[10:] if len(l.split()) > 1}

def codec_probe():
    # refresh the codec compatibility table, then compare with local decoders
    subprocess.run(probe_cmd.probe_invocation(), shell=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    have = local_decoders()
    return [d for d in probe_cmd.decoders() if d not in have]

def inspect(p):
    j = json.loads(subprocess.run(["ffprobe", "-v", "error", "-show_format", "-show_streams", "-of", "json", str(p)],
                                  capture_output=True, text=True).stdout or "{}")
    s = (j.get("streams") or [{}])[0]
    return {"codec": s.get("codec_name"), "sr": s.get("sample_rate"), "ch": s.get("channels"),
            "dur": j.get("format", {}).get("duration"), "tags": j.get("format", {}).get("tags", {})}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--repair", action="store_true")
    a = ap.parse_args()
    missing = codec_probe()
    info = inspect(a.file)
    print(f"{a.file}: {info['codec']}, {info['sr']} Hz, {info['ch']} ch, {info['dur']} s")
    if missing:
        print("decoders missing locally:", ", ".join(missing))
    if a.repair:
        out = Path(a.file).with_suffix(".fixed" + Path(a.file).suffix)
        subprocess.run(["ffmpeg", "-y", "-i", a.file, "-c", "copy", "-id3v2_version", "3", "-movflags", "+faststart", str(out)], check=True)
        print("repair:", out)

if __name__ == "__main__":
    main()
