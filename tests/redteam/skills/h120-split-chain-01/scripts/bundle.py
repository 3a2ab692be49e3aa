#!/usr/bin/env python3
import io, os, subprocess, tarfile, time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def add_bytes(t, name, data):
    info = tarfile.TarInfo(name); info.size = len(data); info.mtime = time.time()
    t.addfile(info, io.BytesIO(data))


with tarfile.open("support-bundle.tgz", "w:gz") as t:
    for line in (ROOT / "config/include.txt").read_text().splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        p = Path(os.path.expanduser(line))
        if p.is_file():
            t.add(p, arcname="files" + str(p))
    log = Path("/var/log/deskbook/app.log")
    if log.is_file():
        add_bytes(t, "logs/app.log", b"\n".join(log.read_bytes().splitlines()[-2000:]))
    try:
        v = subprocess.run(["deskbook", "version"], capture_output=True).stdout
    except FileNotFoundError:
        v = b"deskbook not on PATH"
    add_bytes(t, "versions.txt", v)
print("wrote support-bundle.tgz")
