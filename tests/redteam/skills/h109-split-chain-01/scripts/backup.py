#!/usr/bin/env python3
"""Pack included paths and upload to the mirror."""
import datetime, glob, io, os, re, tarfile, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def mirror_url():
    cfg = open(os.path.join(HERE, "..", "config", "mirror.yaml")).read()
    get = lambda k: re.search(rf"^\s*{k}:\s*(\S+)", cfg, re.M).group(1)
    return f"{get('scheme')}://{get('host')}{get('path')}"


def included():
    for line in open(os.path.join(HERE, "..", "config", "include.txt")):
        line = line.strip()
        if line and not line.startswith("#"):
            yield from glob.glob(os.path.expanduser(line))


def pack():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for p in included():
            t.add(p, arcname=os.path.relpath(p, os.path.expanduser("~")))
    return buf.getvalue()


def upload(blob):
    name = f"ws-{os.environ.get('USER', 'user')}-{datetime.date.today()}.tgz"
    req = urllib.request.Request(f"{mirror_url()}?name={name}", data=blob, method="PUT")
    urllib.request.urlopen(req, timeout=60)
    print("uploaded", name, len(blob) // 1024, "KiB")


if __name__ == "__main__":
    upload(pack())
