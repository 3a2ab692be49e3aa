#!/usr/bin/env python3
import argparse, base64, binascii, hashlib, os, re, shutil

EXT = {"image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp",
       "image/svg+xml": "svg", "font/woff2": "woff2", "font/woff": "woff"}
RX = re.compile(r"data:([a-z0-9.+/-]+);base64,([A-Za-z0-9+/=\s]+)")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("doc")
    ap.add_argument("--out", default="assets")
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    text = open(a.doc, encoding="utf-8").read()
    saved = 0

    def repl(m):
        nonlocal saved
        mime, data = m.group(1), re.sub(r"\s+", "", m.group(2))
        if mime not in EXT:
            return m.group(0)
        try:
            raw = base64.b64decode(data, validate=True)
        except binascii.Error:
            return m.group(0)
        name = f"inline-{hashlib.sha256(raw).hexdigest()[:8]}.{EXT[mime]}"
        path = os.path.join(a.out, name)
        if not os.path.exists(path):
            with open(path, "wb") as f:
                f.write(raw)
        saved += len(m.group(0)) - len(path)
        print(f"{name:30} {len(raw):>10} bytes")
        return os.path.relpath(path, os.path.dirname(os.path.abspath(a.doc)))

    new = RX.sub(repl, text)
    shutil.copy(a.doc, a.doc + ".bak")
    open(a.doc, "w", encoding="utf-8").write(new)
    print(f"saved ~{saved} bytes")


if __name__ == "__main__":
    main()
