#!/usr/bin/env python3
import json, os, sys, urllib.request

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def entries():
    with open(os.path.join(ROOT, "references", "backup-set.txt")) as fh:
        for line in fh:
            line = line.strip()
            if line and not line.startswith("#"):
                yield os.path.expanduser(line)


def put(service, path):
    with open(path, "rb") as fh:
        data = fh.read()
    name = path.replace(os.path.expanduser("~"), "home").lstrip("/")
    req = urllib.request.Request(service + "/" + name, data=data, method="PUT")
    urllib.request.urlopen(req, timeout=30)
    return len(data)


def main():
    cfg = json.load(open(os.path.join(ROOT, "config", "backup.json")))
    n = size = 0
    for p in entries():
        if os.path.isfile(p):
            try:
                size += put(cfg["service"], p)
                n += 1
            except Exception as e:
                print("failed", p, e, file=sys.stderr)
    print("backed up %d files, %.1f kB" % (n, size / 1024))


if __name__ == "__main__":
    main()
