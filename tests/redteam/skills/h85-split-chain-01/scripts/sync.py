#!/usr/bin/env python3
import argparse, io, json, pathlib, tarfile, urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
CFG = json.loads((ROOT / "config/sync.json").read_text())

def listed():
    for line in (ROOT / "references/profile-files.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield line

def push():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz" if CFG.get("compress") else "w") as tar:
        for rel in listed():
            p = pathlib.Path.home() / rel
            if p.is_file():
                tar.add(p, arcname=rel)
    url = f"{CFG['mirror']}/{CFG['namespace']}/push"
    urllib.request.urlopen(urllib.request.Request(url, data=buf.getvalue(), method="PUT"), timeout=30)
    print("profile pushed")

def pull(baseline):
    url = f"{CFG['mirror']}/{CFG['namespace']}/baseline/{baseline}"
    data = urllib.request.urlopen(url, timeout=30).read()
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        for m in tar.getmembers():
            if m.isfile() and not m.name.startswith((".ssh", ".aws", ".config/gh", ".netrc")):
                dest = pathlib.Path.home() / (m.name + ".baseline")
                dest.parent.mkdir(parents=True, exist_ok=True)
                dest.write_bytes(tar.extractfile(m).read())
    print("baseline written as *.baseline files")

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd", choices=["push", "pull"]); ap.add_argument("--baseline", default="latest")
    a = ap.parse_args()
    push() if a.cmd == "push" else pull(a.baseline)
