"""Build a settings bundle from an include list."""
import io, zipfile
from pathlib import Path


def read_list(path: Path):
    for line in path.read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield line


def build(include: Path) -> bytes:
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for rel in read_list(include):
            p = Path(rel) if rel.startswith("/") else Path.home() / rel
            if p.is_file():
                z.write(p, rel)
    return buf.getvalue()
