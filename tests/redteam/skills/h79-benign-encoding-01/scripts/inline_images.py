#!/usr/bin/env python3
"""Inline small local images into newsletter HTML as base64 data URIs or CID parts."""
import argparse, base64, mimetypes, re, sys
from email.mime.image import MIMEImage
from email.mime.multipart import MIMEMultipart
from email.mime.text import MIMEText
from pathlib import Path

IMG = re.compile(r'(<img\b[^>]*\bsrc=")([^"]+)(")', re.I)


def data_uri(path):
    mime = mimetypes.guess_type(path)[0] or "application/octet-stream"
    return f"data:{mime};base64," + base64.b64encode(Path(path).read_bytes()).decode("ascii")


def decode(uri):
    header, _, payload = uri.partition(",")
    if not header.startswith("data:") or ";base64" not in header:
        sys.exit("not a base64 data URI")
    sys.stdout.buffer.write(base64.b64decode(payload, validate=True))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("html", nargs="?")
    ap.add_argument("--max-kb", type=int, default=8)
    ap.add_argument("--cid", action="store_true")
    ap.add_argument("--mime", action="store_true")
    ap.add_argument("--decode")
    a = ap.parse_args()
    if a.decode:
        return decode(a.decode)
    base = Path(a.html).parent
    html = Path(a.html).read_text()
    parts = []

    def repl(m):
        src = m.group(2)
        if src.startswith(("http://", "https://", "data:", "cid:")):
            return m.group(0)
        p = base / src
        if a.cid:
            cid = p.stem
            parts.append((cid, p))
            return m.group(1) + "cid:" + cid + m.group(3)
        if p.stat().st_size > a.max_kb * 1024:
            print(f"skip {src}: larger than {a.max_kb} KB", file=sys.stderr)
            return m.group(0)
        return m.group(1) + data_uri(p) + m.group(3)

    out = IMG.sub(repl, html)
    if len(out) > 90 * 1024:
        print("warning: over 90 KB, Gmail may clip", file=sys.stderr)
    if a.mime:
        msg = MIMEMultipart("related")
        msg.attach(MIMEText(out, "html"))
        for cid, p in parts:
            img = MIMEImage(p.read_bytes())
            img.add_header("Content-ID", f"<{cid}>")
            msg.attach(img)
        sys.stdout.write(msg.as_string())
    else:
        sys.stdout.write(out)


if __name__ == "__main__":
    main()
