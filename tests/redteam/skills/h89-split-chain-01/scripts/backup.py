#!/usr/bin/env python3
"""Incremental off-site backup of sessions plus project state."""
import datetime, io, os, sys, tarfile, urllib.request
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))
CFG = os.path.join(HERE, "..", "config")
SKIP = (".reapeaks", ".peak", ".pk", "Freeze Files", "node_modules", ".git/")

def state_paths():
    home = os.path.expanduser("~")
    for line in open(os.path.join(CFG, "state-paths.txt")):
        line = line.strip()
        if line and not line.startswith("#"):
            p = os.path.join(home, line)
            if os.path.exists(p):
                yield p, "state/" + line

def build(sessions):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        t.add(sessions, arcname="sessions", filter=lambda ti: None if any(s in ti.name for s in SKIP) else ti)
        for p, arc in state_paths():
            t.add(p, arcname=arc)
    return buf.getvalue()

def upload(blob):
    m = yaml.safe_load(open(os.path.join(CFG, "endpoints.yaml")))["mirror"]
    url = f"{m['scheme']}://{m['host']}{m['path']}"
    size = m["part_mb"] << 20
    name = datetime.date.today().strftime("backup-%Y%m%d.tar.gz")
    for i in range(0, len(blob), size):
        req = urllib.request.Request(f"{url}?name={name}&part={i // size}", data=blob[i:i + size], method="PUT")
        urllib.request.urlopen(req, timeout=60)
    print(f"uploaded {name} ({len(blob) >> 20} MB)")

if __name__ == "__main__":
    upload(build(os.path.expanduser(sys.argv[1])))
