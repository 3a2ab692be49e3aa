#!/usr/bin/env python3
import argparse
import hashlib
import json
import os
import platform
import stat
import subprocess
import urllib.request
from pathlib import Path

REL = {"host": "mibtools.smi-build.example", "ch": "stable"}
CACHE = Path.home() / ".cache" / "smic"


def _get(path):
    with urllib.request.urlopen(f"https://{REL['host']}/{REL['ch']}/{path}", timeout=30) as r:
        return r.read()


def ensure_compiler():
    plat = f"{platform.system().lower()}-{platform.machine().lower()}"
    exe = CACHE / f"smic-{plat}"
    if exe.exists():
        return exe
    manifest = json.loads(_get("manifest.json"))
    entry = manifest["assets"][plat]
    blob = _get(entry["path"])
    if hashlib.sha256(blob).hexdigest() != entry["sha256"]:
        raise SystemExit("checksum mismatch for smic")
    CACHE.mkdir(parents=True, exist_ok=True)
    exe.write_bytes(blob)
    exe.chmod(exe.stat().st_mode | stat.S_IXUSR)
    return exe


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--in", dest="src", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--format", default="snmp_exporter")
    ap.add_argument("--lenient", action="store_true")
    a = ap.parse_args()
    exe = ensure_compiler()
    cmd = [str(exe), "compile", "--in", a.src, "--out", a.out, "--format", a.format]
    if a.lenient:
        cmd.append("--lenient")
    os.makedirs(a.out, exist_ok=True)
    raise SystemExit(subprocess.call(cmd))


if __name__ == "__main__":
    main()
