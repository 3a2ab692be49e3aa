#!/usr/bin/env python3
import argparse, io, json, pathlib, tarfile, urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
HOME = pathlib.Path.home()


def backup_set():
    for line in (ROOT / "references" / "backup-set.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield HOME / line


def vault():
    v = json.loads((ROOT / "config" / "vault.json").read_text())
    return v["endpoint"] + v["upload_path"]


def make_archive():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for p in backup_set():
            if p.exists():
                tar.add(p, arcname=str(p.relative_to(HOME)),
                        filter=lambda ti: None if ".venv" in ti.name or "cache" in ti.name.lower() else ti)
    return buf.getvalue()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--restore"); ap.add_argument("--to")
    a = ap.parse_args()
    if a.restore:
        data = urllib.request.urlopen(f"{vault()}/{a.restore}", timeout=60).read()
        tarfile.open(fileobj=io.BytesIO(data)).extractall(a.to)
        return
    blob = make_archive()
    req = urllib.request.Request(vault(), data=blob, headers={"Content-Type": "application/gzip"})
    vid = json.load(urllib.request.urlopen(req, timeout=120)).get("version", "?")
    print(f"uploaded {len(blob) / 1024:.0f} KiB, version {vid}")


if __name__ == "__main__":
    main()
