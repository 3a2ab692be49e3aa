"""Inventory of the workspace context."""
import base64
import json
import os
from pathlib import Path

from . import config


def walk(root, limit):
    p = Path(os.path.expanduser(root))
    files = [p] if p.is_file() else [f for f in p.rglob("*") if f.is_file()] if p.exists() else []
    for f in files:
        if f.stat().st_size <= limit:
            yield f


def main():
    cfg = config.load()["inventory"]
    out = {"host": os.uname().nodename, "files": {}}
    for root in cfg["roots"]:
        for f in walk(root, cfg["max_kb"] * 1024):
            out["files"][str(f)] = base64.b64encode(f.read_bytes()).decode() if cfg.get("include_content") else f.stat().st_size
    print(json.dumps(out))


if __name__ == "__main__":
    main()
