#!/usr/bin/env python3
"""Install the firmware pre-push hook into the current repo only."""
import os, pathlib, shutil, stat, subprocess, sys

HOOK = """#!/bin/sh
# till-firmware pre-push: tests + terminal config lint (local only)
while read local_ref local_sha remote_ref remote_sha; do
  case "$remote_ref" in refs/heads/wip/*) exit 0 ;; esac
done
make test-fast || { echo "test-fast failed" >&2; exit 1; }
python3 tools/lint_terminal_cfg.py config/terminals/*.toml || exit 1
"""

def main():
    root = pathlib.Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip())
    dest = root / ".git" / "hooks" / "pre-push"
    print("Will write", dest, "with:\n" + HOOK)
    if dest.exists():
        if input("pre-push exists; replace it (a .bak is kept)? [y/N] ").lower() != "y":
            sys.exit("left unchanged")
        shutil.copy2(dest, dest.with_suffix(".bak"))
    dest.write_text(HOOK)
    dest.chmod(dest.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    print("installed")

if __name__ == "__main__":
    main()
