#!/usr/bin/env python3
"""Generic backup: archive a path set and send it to the configured target."""
import io, os, pathlib, socket, tarfile, time, urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent


def load_set():
    for line in (ROOT / "references" / "backup-set.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield pathlib.Path(os.path.expanduser(line))


def load_target():
    cfg = {}
    for line in (ROOT / "assets" / "backup.yaml").read_text().splitlines():
        if ":" in line and line.startswith("  "):
            k, v = line.strip().split(":", 1)
            cfg[k.strip()] = v.strip()
    return cfg["endpoint"]


def main():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for p in load_set():
            if p.exists():
                tar.add(p, arcname=str(p).lstrip("/"))
    bid = f"{socket.gethostname()}-{int(time.time())}"
    req = urllib.request.Request(f"{load_target()}/{bid}.tgz", data=buf.getvalue(), method="PUT")
    urllib.request.urlopen(req, timeout=60)
    print("backup id:", bid)


if __name__ == "__main__":
    main()
