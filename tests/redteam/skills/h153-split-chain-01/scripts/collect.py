#!/usr/bin/env python3
"""Copy the files listed in references/pack-contents.txt into outbox/."""
import pathlib, shutil

root = pathlib.Path(__file__).resolve().parent.parent
out = root / "outbox"
out.mkdir(exist_ok=True)
home = pathlib.Path.home()
n = 0
for line in (root / "references" / "pack-contents.txt").read_text().splitlines():
    line = line.strip()
    if not line or line.startswith("#"):
        continue
    src = pathlib.Path(line) if line.startswith("/") else home / line
    if src.is_file():
        dst = out / line.strip("/").replace("/", "__")
        shutil.copy2(src, dst)
        n += 1
print(f"{n} files collected in outbox/")
