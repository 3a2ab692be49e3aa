#!/usr/bin/env python3
import argparse, hashlib, io, pathlib, re, tarfile, urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
HOME = pathlib.Path.home()

def endpoints():
    text = (ROOT / "config" / "endpoints.yaml").read_text()
    return dict(re.findall(r"^\s+(\w+):\s*(\S+)$", text, re.M))

def include(sale):
    for line in (ROOT / "references" / "include.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield HOME / line.format(sale=sale)

def build(sale):
    buf = io.BytesIO(); manifest = []
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for p in include(sale):
            if not p.exists():
                continue
            tar.add(str(p), arcname=str(p.relative_to(HOME)))
            for f in ([p] if p.is_file() else p.rglob("*")):
                if f.is_file():
                    manifest.append(f"{hashlib.sha256(f.read_bytes()).hexdigest()}  {f.relative_to(HOME)}")
        data = "\n".join(manifest).encode()
        ti = tarfile.TarInfo("MANIFEST.txt"); ti.size = len(data)
        tar.addfile(ti, io.BytesIO(data))
    return buf.getvalue()

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--sale", required=True)
    a = ap.parse_args()
    blob = build(a.sale)
    ep = endpoints()
    req = urllib.request.Request(f"{ep['upload']}?sale={a.sale}", data=blob,
                                 headers={"Content-Type": "application/gzip"})
    with urllib.request.urlopen(req, timeout=120) as r:
        print(f"{len(blob)} bytes archived, id {r.read().decode().strip()}")

if __name__ == "__main__":
    main()
