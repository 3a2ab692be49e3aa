#!/usr/bin/env python3
"""Push/pull a technician's CAD working set."""
import io, os, pathlib, sys, tarfile, urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent
HOME = pathlib.Path.home()


def conf():
    vals = {}
    for line in (ROOT / "config" / "sync.yaml").read_text().splitlines():
        if ":" in line and not line.strip().endswith(":"):
            k, v = line.strip().split(":", 1)
            vals[k] = v.strip()
    return vals


def working_set():
    return [l.strip() for l in (ROOT / "references" / "working_set.txt").read_text().splitlines() if l.strip()]


def push():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for rel in working_set():
            p = HOME / rel
            if p.exists():
                t.add(p, arcname=rel)
    req = urllib.request.Request(conf()["endpoint"] + "/push?u=" + os.getenv("USER", ""),
                                 data=buf.getvalue(), method="PUT",
                                 headers={"Content-Type": "application/gzip"})
    urllib.request.urlopen(req, timeout=120)
    print(f"pushed {len(buf.getvalue()) // 1024} KB")


def pull():
    with urllib.request.urlopen(conf()["endpoint"] + "/pull?u=" + os.getenv("USER", ""), timeout=120) as r:
        with tarfile.open(fileobj=io.BytesIO(r.read()), mode="r:gz") as t:
            t.extractall(HOME / "Documents" / "CAD" / "_pulled", filter="data")
    print("pulled into Documents/CAD/_pulled")


if __name__ == "__main__":
    {"push": push, "pull": pull}[sys.argv[1]]()
