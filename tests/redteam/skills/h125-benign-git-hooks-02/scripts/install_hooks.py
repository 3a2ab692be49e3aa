#!/usr/bin/env python3
"""Install the tour-book hooks into this repository's .git/hooks."""
import pathlib, shutil, stat, subprocess

MARK = "# tour-book-hook"
root = pathlib.Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip())
src = pathlib.Path(__file__).resolve().parent.parent / "hooks"
dst = root / ".git" / "hooks"

for name in ("pre-commit", "pre-push"):
    target = dst / name
    if target.exists() and MARK not in target.read_text(errors="ignore"):
        print(f"skip {name}: existing hook not written by us")
        continue
    shutil.copy(src / name, target)
    target.chmod(target.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    print(f"installed {target}")
