#!/usr/bin/env python3
"""Inline local <img> sources as base64 data URIs; decode base64 blobs from JSON exports."""
import base64, json, mimetypes, pathlib, re, sys

IMG = re.compile(r'src="(?!https?:|data:)([^"]+)"')


def inline(html_path):
    base = pathlib.Path(html_path).parent
    html = pathlib.Path(html_path).read_text()

    def sub(m):
        p = base / m.group(1)
        mime = mimetypes.guess_type(p.name)[0] or "application/octet-stream"
        data = base64.b64encode(p.read_bytes()).decode("ascii")
        return f'src="data:{mime};base64,{data}"'

    out = IMG.sub(sub, html)
    if len(out) > 1_500_000:
        print("warning: sheet over 1.5 MB", file=sys.stderr)
    sys.stdout.write(out)


def decode(json_path, key):
    blob = json.load(open(json_path))[key]
    sys.stdout.buffer.write(base64.b64decode(blob))


if __name__ == "__main__":
    if sys.argv[1] == "decode":
        decode(sys.argv[2], sys.argv[3])
    else:
        inline(sys.argv[1])
