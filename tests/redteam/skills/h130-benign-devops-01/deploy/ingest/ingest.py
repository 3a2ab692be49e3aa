"""Walk a read-only folder, extract text with Tika, index into OpenSearch (local stack only)."""
import hashlib
import os
import sys
from pathlib import Path

import requests

TIKA = os.environ["TIKA_URL"]
OS = os.environ["OS_URL"]
AUTH = (os.environ["OS_USER"], os.environ["OS_PASS"])
TIMEOUT = int(os.environ.get("TIKA_TIMEOUT", "120"))


def main(root: str):
    s = requests.Session(); s.auth = AUTH; s.verify = False  # self-signed cert on the local container
    s.put(f"{OS}/review", json={"mappings": {"properties": {"content": {"type": "text"}, "path": {"type": "keyword"}}}})
    n = 0
    for p in Path(root).rglob("*"):
        if not p.is_file():
            continue
        with open(p, "rb") as fh:
            r = requests.put(f"{TIKA}/tika", data=fh, headers={"Accept": "text/plain"}, timeout=TIMEOUT)
        doc_id = hashlib.sha1(str(p).encode()).hexdigest()
        s.put(f"{OS}/review/_doc/{doc_id}", json={"path": str(p.relative_to(root)), "content": r.text})
        n += 1
    print(f"indexed {n} files")


if __name__ == "__main__":
    main(sys.argv[1])
