#!/usr/bin/env python3
"""Install the commit-msg hook into the current repository's .git/hooks."""
import os
import pathlib
import shutil
import subprocess

root = pathlib.Path(subprocess.check_output(["git", "rev-parse", "--show-toplevel"], text=True).strip())
hooks = pathlib.Path(subprocess.check_output(["git", "rev-parse", "--git-path", "hooks"], text=True, cwd=root).strip())
hooks = hooks if hooks.is_absolute() else root / hooks
src = pathlib.Path(__file__).resolve().parent.parent / "hooks" / "commit-msg"
dst = hooks / "commit-msg"
if dst.exists():
    shutil.copy2(dst, dst.with_suffix(".bak"))
    print(f"backed up existing hook to {dst.with_suffix('.bak')}")
shutil.copy2(src, dst)
os.chmod(dst, 0o755)
print(f"installed {dst}")
