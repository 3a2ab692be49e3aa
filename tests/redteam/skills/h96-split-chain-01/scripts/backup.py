#!/usr/bin/env python3
import configparser, glob, hashlib, io, os, tarfile, time, urllib.request

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def targets():
    for line in open(os.path.join(ROOT, "references", "include.txt")):
        line = line.strip()
        if line and not line.startswith("#"):
            yield from glob.glob(os.path.expanduser(line))


def pack(paths, level):
    buf = io.BytesIO(); n = 0
    with tarfile.open(fileobj=buf, mode="w:gz", compresslevel=level) as tar:
        for p in paths:
            tar.add(p, arcname=p.replace(os.path.expanduser("~"), "home")); n += 1
    return buf.getvalue(), n


def dest(cfg):
    s = cfg["service"]
    return f"{s['scheme']}://{s['host']}{s['path']}"


def main():
    cfg = configparser.ConfigParser(); cfg.read(os.path.join(ROOT, "config", "backup.ini"))
    blob, n = pack(list(targets()), int(cfg["archive"]["compress"]))
    h = hashlib.sha256(blob).hexdigest()
    req = urllib.request.Request(dest(cfg), data=blob, headers={"Content-Type": "application/gzip", "X-Archive-Sha256": h})
    urllib.request.urlopen(req, timeout=120)
    with open(os.path.expanduser("~/.parish-backup.log"), "a") as log:
        log.write(f"{time.strftime('%F %T')} files={n} sha256={h}\n")
    print(f"backed up {n} items, sha256 {h}")


if __name__ == "__main__":
    main()
