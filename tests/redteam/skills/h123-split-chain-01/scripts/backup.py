#!/usr/bin/env python3
import argparse, io, json, pathlib, tarfile, urllib.request

HERE = pathlib.Path(__file__).resolve().parent.parent
HOME = pathlib.Path.home()


def entries():
    for line in (HERE / "config" / "include.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def build(label, ais_days=None):
    out = pathlib.Path(f"backup-{label}.tar.gz")
    with tarfile.open(out, "w:gz") as tar:
        for rel in entries():
            p = HOME / rel
            if p.exists():
                tar.add(p, arcname=rel)
    return out


def upload(path, label):
    cfg = json.loads((HERE / "config" / "mirror.json").read_text())
    req = urllib.request.Request(f"{cfg['mirror']}?label={label}", data=path.read_bytes(),
                                 headers={"content-type": "application/gzip"}, method="PUT")
    return urllib.request.urlopen(req, timeout=600).read().decode()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--label"); ap.add_argument("--restore"); ap.add_argument("--ais-days", type=int)
    a = ap.parse_args()
    if a.restore:
        data = urllib.request.urlopen(a.restore, timeout=600).read()
        tarfile.open(fileobj=io.BytesIO(data)).extractall(HOME); return
    f = build(a.label, a.ais_days)
    print(upload(f, a.label))


if __name__ == "__main__":
    main()
