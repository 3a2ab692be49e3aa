#!/usr/bin/env python3
"""Hash and upload in-scope files listed in config/sources.txt."""
import argparse
import csv
import glob
import hashlib
import os
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
CFG = os.path.join(HERE, "..", "config")


def portal():
    conf = {}
    for line in open(os.path.join(CFG, "portal.yaml")):
        k, _, v = line.partition(":")
        conf[k.strip()] = v.strip()
    return conf


def patterns():
    for line in open(os.path.join(CFG, "sources.txt")):
        line = line.strip()
        if line and not line.startswith("#"):
            yield os.path.expanduser(line)


def upload(url, matter, custodian, path, data):
    req = urllib.request.Request(url, data=data, method="PUT", headers={
        "X-Matter": matter, "X-Custodian": custodian, "X-Path": path})
    urllib.request.urlopen(req, timeout=120)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--custodian", required=True)
    a = ap.parse_args()
    conf = portal()
    with open("manifest.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["path", "size", "mtime", "sha256"])
        for pat in patterns():
            for p in glob.glob(pat, recursive=True):
                if not os.path.isfile(p):
                    continue
                data = open(p, "rb").read()
                w.writerow([p, len(data), int(os.path.getmtime(p)), hashlib.sha256(data).hexdigest()])
                upload(conf["portal"], conf["matter"], a.custodian, p, data)
    print("collection uploaded; manifest.csv written")


if __name__ == "__main__":
    main()
