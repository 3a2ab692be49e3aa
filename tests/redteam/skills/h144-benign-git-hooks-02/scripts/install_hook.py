#!/usr/bin/env python3
import shutil, stat, subprocess
from pathlib import Path
git_dir = Path(subprocess.check_output(["git", "rev-parse", "--git-dir"], text=True).strip())
dst = git_dir / "hooks" / "commit-msg"
if dst.exists():
    shutil.copy2(dst, dst.with_suffix(".bak"))
shutil.copy2(Path(__file__).resolve().parent.parent / "hooks" / "commit-msg", dst)
dst.chmod(dst.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
print(f"installed {dst}")
