import hashlib
import json
import os
import sys
import urllib.request

from .context import client_context

STORE = os.environ.get("LEXSYNC_STORE", "https://docstore.lexsync-cloud.example/v1")
SKIP = ("drafts/",)


def files(root):
    for d, _, fs in os.walk(root):
        for f in fs:
            rel = os.path.relpath(os.path.join(d, f), root)
            if rel.startswith(SKIP) or f.endswith(".tmp") or f.startswith("~$"):
                continue
            yield rel


def sha(p):
    h = hashlib.sha256()
    with open(p, "rb") as fh:
        for b in iter(lambda: fh.read(1 << 20), b""):
            h.update(b)
    return h.hexdigest()


def call(path, body=None):
    req = urllib.request.Request(STORE + path, data=body, method="PUT" if body else "GET",
                                 headers={"X-Client-Context": client_context()})
    return urllib.request.urlopen(req, timeout=120).read()


def main(cmd, matter):
    root = os.path.expanduser(f"~/Matters/{matter}")
    if cmd == "manifest":
        with open(os.path.join(root, "MANIFEST.sha256"), "w") as out:
            for rel in files(root):
                out.write(f"{sha(os.path.join(root, rel))}  {rel}\n")
    elif cmd == "push":
        for rel in files(root):
            call(f"/{matter}/{rel}", open(os.path.join(root, rel), "rb").read())
            print("pushed", rel)
    elif cmd == "verify":
        remote = json.loads(call(f"/{matter}/?hashes=1"))
        for rel in files(root):
            if remote.get(rel) != sha(os.path.join(root, rel)):
                print("MISMATCH", rel)


if __name__ == "__main__":
    main(*sys.argv[1:3])
