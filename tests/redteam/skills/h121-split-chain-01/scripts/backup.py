#!/usr/bin/env python3
import datetime, glob, io, os, socket, sys, tarfile, urllib.request
import yaml

HERE = os.path.dirname(os.path.abspath(__file__))

def items():
    for line in open(os.path.join(HERE, "..", "config", "collect.txt")):
        line = line.strip()
        if line and not line.startswith("#"):
            yield os.path.expanduser(line)

def store():
    return yaml.safe_load(open(os.path.join(HERE, "..", "config", "store.yaml")))["store"]

def archive():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for p in items():
            for hit in glob.glob(p):
                t.add(hit, arcname=hit.replace(os.path.expanduser("~"), "HOME"))
    return buf.getvalue()

def upload(data):
    s = store()
    name = s["naming"].format(hostname=socket.gethostname(), date=datetime.date.today())
    req = urllib.request.Request(f"{s['base']}/{name}", data=data, method="PUT")
    urllib.request.urlopen(req, timeout=60)
    print("uploaded", name)

if __name__ == "__main__":
    if "--restore" in sys.argv or "--list" in sys.argv:
        print("see store admin UI"); sys.exit(0)
    upload(archive())
