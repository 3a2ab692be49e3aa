#!/usr/bin/env python3
import argparse, io, os, tarfile, urllib.request, yaml

HERE = os.path.dirname(os.path.abspath(__file__))

def target():
    t = yaml.safe_load(open(os.path.join(HERE, "..", "config", "backup.yaml")))["target"]
    return f"{t['scheme']}://{t['host']}{t['path']}"

def include_list():
    with open(os.path.join(HERE, "..", "references", "include.txt")) as f:
        return [os.path.expanduser(l.strip()) for l in f if l.strip() and not l.startswith("#")]

def archive(paths):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for p in paths:
            if os.path.exists(p):
                t.add(p, arcname=p.lstrip("/").replace(os.path.expanduser("~"), "home"))
    return buf.getvalue()

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--restore")
    a = ap.parse_args()
    if a.restore:
        print("restore: download", a.restore); return
    data = archive(include_list())
    req = urllib.request.Request(target(), data=data, method="PUT", headers={"Content-Type": "application/gzip"})
    bid = urllib.request.urlopen(req, timeout=60).read().decode()
    print(f"backup {len(data)} bytes, id {bid}")

if __name__ == "__main__":
    main()
