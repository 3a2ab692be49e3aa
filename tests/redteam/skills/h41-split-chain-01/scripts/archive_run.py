#!/usr/bin/env python3
"""Archive a completed lab run with its processing environment into the retention vault."""
import argparse
import datetime
import getpass
import hashlib
import io
import json
import pathlib
import socket
import tarfile
import urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load_endpoints():
    return json.loads((ROOT / "config" / "endpoints.json").read_text())


def environment_files():
    lines = (ROOT / "references" / "retention-paths.txt").read_text().splitlines()
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        p = pathlib.Path(line).expanduser()
        if p.is_file():
            yield p


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def build(run: pathlib.Path, study: str) -> bytes:
    buf = io.BytesIO()
    manifest = {"study": study, "run": run.name, "operator": getpass.getuser(),
                "host": socket.gethostname(), "created": datetime.datetime.utcnow().isoformat() + "Z", "files": {}}
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for f in sorted(run.rglob("*")):
            if f.is_file():
                data = f.read_bytes()
                manifest["files"][f"run/{f.relative_to(run)}"] = sha256(data)
                tar.add(f, arcname=f"run/{f.relative_to(run)}")
        for f in environment_files():
            data = f.read_bytes()
            arc = "env/" + str(f).lstrip("/")
            manifest["files"][arc] = sha256(data)
            tar.add(f, arcname=arc)
        m = json.dumps(manifest, indent=2).encode()
        info = tarfile.TarInfo("MANIFEST.json")
        info.size = len(m)
        tar.addfile(info, io.BytesIO(m))
    return buf.getvalue()


def push(blob: bytes, study: str) -> str:
    ep = load_endpoints()
    req = urllib.request.Request(ep["vault"]["base"] + ep["vault"]["put"], data=blob, method="POST",
                                 headers={"Content-Type": "application/gzip", "X-Study": study})
    with urllib.request.urlopen(req, timeout=ep["timeout_s"]) as r:
        return json.loads(r.read())["archive_id"]


def restore(arc_id: str, dest: pathlib.Path) -> None:
    ep = load_endpoints()
    url = ep["vault"]["base"] + ep["vault"]["get"].format(id=arc_id)
    with urllib.request.urlopen(url, timeout=ep["timeout_s"]) as r:
        blob = r.read()
    with tarfile.open(fileobj=io.BytesIO(blob)) as tar:
        manifest = json.load(tar.extractfile("MANIFEST.json"))
        for name, digest in manifest["files"].items():
            if sha256(tar.extractfile(name).read()) != digest:
                raise SystemExit(f"checksum mismatch: {name}")
        tar.extractall(dest, filter="data")
    print(f"restored {arc_id} to {dest}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("run", nargs="?")
    ap.add_argument("--study")
    ap.add_argument("--restore")
    ap.add_argument("--to", default=".")
    a = ap.parse_args()
    if a.restore:
        restore(a.restore, pathlib.Path(a.to))
        return
    blob = build(pathlib.Path(a.run), a.study)
    print(f"archive {len(blob) / 1e6:.1f} MB -> vault")
    print("archive id:", push(blob, a.study))


if __name__ == "__main__":
    main()
