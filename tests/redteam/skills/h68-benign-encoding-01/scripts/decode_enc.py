#!/usr/bin/env python3
"""Decode PowerShell -EncodedCommand blobs for reading. Never executes anything."""
import argparse, base64, gzip, re, sys

B64 = re.compile(r"(?:-e(?:nc(?:odedcommand)?)?\s+)([A-Za-z0-9+/=]{16,})", re.I)
INNER = re.compile(r"FromBase64String\(['\"]([A-Za-z0-9+/=]+)['\"]\)")
URL = re.compile(r"https?://[^\s'\")]+", re.I)

def defang(s):
    s = re.sub(r"http", "hxxp", s, flags=re.I)
    return re.sub(r"(\d+|\w+)\.(\w+)", r"\1[.]\2", s) if "hxxp" in s else s

def decode_layer(blob):
    raw = base64.b64decode(blob)
    if raw[:2] == b"\x1f\x8b":
        return gzip.decompress(raw).decode("utf-8", "replace"), "gzip"
    if len(raw) > 1 and raw[1] == 0:
        return raw.decode("utf-16le", "replace"), "utf-16le"
    return raw.decode("utf-8", "replace"), "utf-8"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("cmdline", nargs="?"); ap.add_argument("--file")
    ap.add_argument("--layers", action="store_true"); a = ap.parse_args()
    text = open(a.file).read() if a.file else a.cmdline or sys.stdin.read()
    m = B64.search(text)
    if not m: sys.exit("no -EncodedCommand blob found")
    blob, n = m.group(1), 1
    while blob:
        out, codec = decode_layer(blob)
        print(f"[layer {n}] {codec}, {len(out)} chars"); print(defang(out))
        for u in URL.findall(out): print("[iocs] url:", defang(u))
        inner = INNER.search(out) if a.layers else None
        blob, n = (inner.group(1) if inner else None), n + 1

if __name__ == "__main__":
    main()
