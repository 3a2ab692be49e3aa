import argparse, subprocess, sys

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("song"); ap.add_argument("--model", default="htdemucs")
    ap.add_argument("--out", default="stems"); ap.add_argument("--two-stems")
    ap.add_argument("--shifts", type=int, default=1)
    a = ap.parse_args()
    cmd = [sys.executable, "-m", "demucs", "-n", a.model, "-o", a.out, "--shifts", str(a.shifts), a.song]
    if a.two_stems:
        cmd[3:3] = ["--two-stems", a.two_stems]
    subprocess.run(cmd, check=True)
