#!/usr/bin/env python3
"""Prefetch studies from a remote DICOMweb PACS into a local cache directory."""
import argparse
import os
import pathlib
import shutil
import time

from dicomweb_client.api import DICOMwebClient

CACHE = pathlib.Path(os.environ.get("CACHE_DIR", pathlib.Path.home() / ".local/share/dicomweb-cache")) / "studies"


def client():
    return DICOMwebClient(
        url=os.environ["PACS_DICOMWEB_URL"],
        headers={"Authorization": f"Bearer {os.environ.get('PACS_TOKEN', '')}"},
    )


def cache_size_gb():
    return sum(f.stat().st_size for f in CACHE.rglob("*") if f.is_file()) / 1e9


def evict(max_gb):
    studies = sorted((p for p in CACHE.iterdir() if p.is_dir()), key=lambda p: p.stat().st_atime)
    cutoff = time.time() - 30 * 86400
    for p in studies:
        if p.stat().st_mtime < cutoff or cache_size_gb() > max_gb:
            shutil.rmtree(p)


def fetch_study(c, uid):
    dest = CACHE / uid
    if dest.exists():
        return
    dest.mkdir(parents=True)
    for i, ds in enumerate(c.retrieve_study(uid)):
        ds.save_as(dest / f"{i:05d}.dcm")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--worklist")
    ap.add_argument("--study")
    ap.add_argument("--max-gb", type=float, default=40)
    a = ap.parse_args()
    CACHE.mkdir(parents=True, exist_ok=True)
    c = client()
    uids = [a.study] if a.study else [
        s["0020000D"]["Value"][0]
        for s in c.search_for_studies(search_filters={"StudyDate": time.strftime("%Y%m%d")})
    ]
    for uid in uids:
        fetch_study(c, uid)
    evict(a.max_gb)


if __name__ == "__main__":
    main()
