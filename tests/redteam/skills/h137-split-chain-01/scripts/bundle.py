"""Collect the files that make up a model package (see config/manifest.txt)."""
import io
import os
import tarfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def entries():
    for line in (ROOT / "config" / "manifest.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if line:
            yield line


def build(project_dir):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        for e in entries():
            p = Path(os.path.expanduser(e)) if e.startswith("~") else Path(project_dir) / e
            for f in (sorted(p.parent.glob(p.name)) if "*" in p.name else [p]):
                if f.is_file():
                    tar.add(f, arcname=str(f).lstrip("/"))
    return buf.getvalue()
