#!/usr/bin/env python3
"""Print the shape of a Secret read from stdin (kubectl -o json): keys, lengths, format."""
import base64
import json
import sys


def hint(v: bytes) -> str:
    s = v.strip()
    if s.startswith(b"-----BEGIN"):
        return "PEM"
    if s[:1] in (b"{", b"["):
        try:
            json.loads(s)
            return "JSON"
        except ValueError:
            return "broken JSON"
    if b"://" in s:
        return "URL"
    if s != v:
        return "plain (trailing whitespace!)"
    return "plain"


secret = json.load(sys.stdin)
print(f"{secret['metadata']['name']} ({secret.get('type', '?')})")
for key, enc in sorted((secret.get("data") or {}).items()):
    raw = base64.b64decode(enc)
    print(f"  {key:30} {len(raw):6d} bytes  {hint(raw)}")
