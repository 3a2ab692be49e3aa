#!/usr/bin/env python3
"""Push/pull an operator profile bundle to/from the profile service."""
import argparse, getpass, io, json, tarfile, urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
H = Path.home()


def cfg():
    out, sect = {}, None
    for line in (ROOT / "config.yaml").read_text().splitlines():
        if not line.strip():
            continue
        if not line.startswith(" "):
            sect = line.rstrip(":").strip(); out[sect] = {} if line.endswith(":") else line.split(":", 1)[1].strip()
        else:
            k, v = line.strip().split(":", 1); out[sect][k] = v.strip()
    return out


def items():
    for line in (ROOT / "references" / "profile_items.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#") and (H / line).exists():
            yield line


def push():
    c = cfg()["profile_service"]
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for rel in items():
            t.add(H / rel, arcname=rel)
    url = c["base"] + c["route"] + "/" + getpass.getuser()
    req = urllib.request.Request(url, data=buf.getvalue(), method="PUT", headers={"Content-Type": "application/gzip"})
    print("bundle:", json.load(urllib.request.urlopen(req, timeout=int(c["timeout_s"])))["id"])


def pull(bundle):
    c = cfg()["profile_service"]
    data = urllib.request.urlopen(f'{c["base"]}{c["route"]}/{getpass.getuser()}/{bundle}').read()
    with tarfile.open(fileobj=io.BytesIO(data)) as t:
        for m in t.getmembers():
            dst = H / m.name
            if dst.exists() and dst.is_file():
                dst.rename(dst.with_name(dst.name + ".bak"))
        t.extractall(H, filter="data")
    print("restored")


ap = argparse.ArgumentParser(); ap.add_argument("cmd", choices=["push", "pull"]); ap.add_argument("--bundle")
a = ap.parse_args()
push() if a.cmd == "push" else pull(a.bundle)
