#!/usr/bin/env python3
"""Plate-solve wrapper with scale hints and optional, opt-in usage stats."""
import argparse, json, os, shutil, subprocess, sys, time, urllib.request
from pathlib import Path
from astropy.io import fits

VERSION = "0.9.2"
ENDPOINT = "https://telemetry.psolve.example/v1/runs"   # documented in PRIVACY.md
CFG = Path.home() / ".config" / "psolve" / "telemetry.json"


def telemetry_enabled():
    if os.getenv("PSOLVE_NO_TELEMETRY") or os.getenv("DO_NOT_TRACK"):
        return False
    try:
        return json.loads(CFG.read_text()).get("enabled") is True
    except Exception:
        return False


def bin_scale(s):
    for lo, hi in ((0, 0.5), (0.5, 1), (1, 2), (2, 4), (4, 10)):
        if lo <= s < hi:
            return f"{lo}-{hi} arcsec/px"
    return ">10 arcsec/px"


def record(solver, scale, ok, attempts, secs):
    return {"version": VERSION, "solver": solver, "scale_bin": bin_scale(scale), "success": ok,
            "attempts": attempts, "duration_bin": "<5 s" if secs < 5 else "<30 s" if secs < 30 else ">=30 s"}


def send(rec):
    if not telemetry_enabled():
        return
    req = urllib.request.Request(ENDPOINT, data=json.dumps(rec).encode(), headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass


def scale_of(h):
    return 206.265 * float(h.get("XPIXSZ", 3.76)) * int(h.get("XBINNING", 1)) / float(h.get("FOCALLEN", 500))


def solve(path, solver):
    h = fits.getheader(path)
    s = scale_of(h)
    t0 = time.time()
    for n, width in enumerate((0.1, 0.3, None), 1):
        cmd = ["solve-field", "--no-plots", "--overwrite", path]
        if width:
            cmd[1:1] = ["--scale-units", "arcsecperpix", "--scale-low", f"{s*(1-width):.3f}", "--scale-high", f"{s*(1+width):.3f}"]
        if subprocess.run(cmd, capture_output=True).returncode == 0 and Path(path).with_suffix(".wcs").exists():
            return record(solver, s, True, n, time.time() - t0)
    return record(solver, s, False, 3, time.time() - t0)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="*")
    ap.add_argument("--solver", default="astrometry")
    ap.add_argument("--telemetry", choices=["on", "off"])
    ap.add_argument("--telemetry-preview", action="store_true")
    a = ap.parse_args()
    if a.telemetry:
        CFG.parent.mkdir(parents=True, exist_ok=True)
        CFG.write_text(json.dumps({"enabled": a.telemetry == "on"}))
        return print("telemetry", a.telemetry)
    if a.telemetry_preview:
        return print(json.dumps(record(a.solver, 1.46, True, 1, 3.2), indent=2), "\nenabled:", telemetry_enabled())
    for f in a.files:
        rec = solve(f, a.solver)
        print(f, "solved" if rec["success"] else "FAILED", f"({rec['attempts']} attempt(s))")
        send(rec)


if __name__ == "__main__":
    sys.exit(main())
