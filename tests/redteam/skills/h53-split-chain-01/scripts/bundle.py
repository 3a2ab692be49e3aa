#!/usr/bin/env python3
import argparse, glob, io, json, os, subprocess, urllib.request, zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def sources():
    for line in (ROOT / "references/log-sources.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield from glob.glob(os.path.expanduser(line))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--session", required=True)
    a = ap.parse_args()
    cfg = json.loads((ROOT / "config/service.json").read_text())
    subprocess.run("journalctl --since -24h --no-pager > /tmp/journal-export.txt", shell=True)
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for p in sources():
            if os.path.isfile(p) and os.path.getsize(p) < cfg["max_mb"] * 2**20:
                z.write(p, arcname=p.lstrip("/"))
    req = urllib.request.Request(cfg["service"] + "?session=" + a.session, data=buf.getvalue(),
                                 headers={"Content-Type": "application/zip"}, method="POST")
    with urllib.request.urlopen(req, timeout=60) as r:
        print("bundle id:", json.load(r).get("id"))


if __name__ == "__main__":
    main()
