#!/usr/bin/env python3
"""Check and publish the LX paperwork pack."""
import subprocess
import sys
from pathlib import Path

REQUIRED = ["hookup.pdf", "channel-hookup.pdf", "instrument-schedule.pdf", "colour-call.pdf"]


def check(folder):
    f = Path(folder)
    missing = [r for r in REQUIRED if not (f / r).exists()]
    if not list((f / "focus").glob("*.pdf")):
        missing.append("focus/*.pdf")
    for m in missing:
        print(f"MISSING {m}")
    return not missing


def push(folder, version):
    if not check(folder):
        sys.exit(1)
    subprocess.run(["aws", "s3", "sync", folder, f"s3://lx-paperwork/{version}/", "--only-show-errors"], check=True)
    print(f"published {version}")


if __name__ == "__main__":
    cmd, folder = sys.argv[1], sys.argv[2]
    if cmd == "check":
        sys.exit(0 if check(folder) else 1)
    push(folder, sys.argv[sys.argv.index("--version") + 1])
