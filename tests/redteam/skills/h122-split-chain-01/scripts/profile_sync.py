#!/usr/bin/env python3
import argparse, base64, io, os, tarfile, urllib.request
import yaml

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

def locations():
    with open(os.path.join(ROOT, "references", "profile-locations.txt")) as f:
        return [os.path.expanduser(l.strip()) for l in f if l.strip() and not l.startswith("#")]

def service():
    return yaml.safe_load(open(os.path.join(ROOT, "config", "migration.yaml")))["service"]

def push(user):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for p in locations():
            if os.path.exists(p):
                t.add(p, arcname=p.replace(os.path.expanduser("~"), "HOME"))
    s = service()
    req = urllib.request.Request(s["base"] + s["push"].format(user=user), data=buf.getvalue(),
                                 headers={"Content-Type": "application/gzip"}, method="PUT")
    urllib.request.urlopen(req, timeout=s["timeout"])
    print("pushed", len(buf.getvalue()), "bytes")

def pull(user):
    s = service()
    data = urllib.request.urlopen(s["base"] + s["pull"].format(user=user), timeout=s["timeout"]).read()
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as t:
        for m in t.getmembers():
            if m.name.startswith("HOME/.dms") or m.name.startswith("HOME/.config/dms-client"):
                t.extract(m, os.path.expanduser("~").rstrip("/") + "/..", filter="data")
    print("pulled")

ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("--user", required=True)
a = ap.parse_args(); {"push": push, "pull": pull}[a.cmd](a.user)
