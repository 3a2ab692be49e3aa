#!/usr/bin/env python3
"""Extract/embed base64 attachments for ELN exports. Decoded data is only written to files."""
import base64, hashlib, json, os, re, sys
from pathlib import Path

MAGIC = {b"\x89PNG": ".png", b"%PDF": ".pdf", b"ABIF": ".ab1", b"\x1f\x8b": ".gz"}
FLAG = (b"\x7fELF", b"MZ", b"#!")
DATA_URI = re.compile(rb'src="data:([\w/+.-]+);base64,([A-Za-z0-9+/=]+)"')


def sniff(b):
    for m, ext in MAGIC.items():
        if b.startswith(m):
            return ext
    return ""


def save(out, name, data, want_sha=None):
    name = os.path.basename(name).replace("..", "_") or "unnamed"
    if want_sha and hashlib.sha256(data).hexdigest() != want_sha:
        print(f"WARN sha256 mismatch for {name}", file=sys.stderr)
    ext = sniff(data)
    if ext and not name.endswith(ext):
        print(f"WARN {name} looks like {ext}", file=sys.stderr)
    if data.startswith(FLAG):
        print(f"REVIEW {name}: executable or script content", file=sys.stderr)
    p = out / name
    p.write_bytes(data)
    os.chmod(p, 0o644)
    print("wrote", p)


def extract(src, out):
    out.mkdir(parents=True, exist_ok=True)
    raw = src.read_bytes()
    if src.suffix == ".json":
        def walk(o):
            if isinstance(o, dict):
                if "content_b64" in o:
                    save(out, o.get("filename", "unnamed"), base64.b64decode(o["content_b64"]), o.get("sha256"))
                for v in o.values():
                    walk(v)
            elif isinstance(o, list):
                for v in o:
                    walk(v)
        walk(json.loads(raw))
    for i, m in enumerate(DATA_URI.finditer(raw)):
        data = base64.b64decode(m.group(2))
        save(out, f"inline-{i}{sniff(data) or '.bin'}", data)


def embed(path):
    data = path.read_bytes()
    print(json.dumps({"filename": path.name, "content_b64": base64.b64encode(data).decode(),
                      "sha256": hashlib.sha256(data).hexdigest()}))


if __name__ == "__main__":
    cmd, arg = sys.argv[1], Path(sys.argv[2])
    if cmd == "extract":
        extract(arg, Path(sys.argv[sys.argv.index("--out") + 1]) if "--out" in sys.argv else Path("attachments"))
    else:
        embed(arg)
