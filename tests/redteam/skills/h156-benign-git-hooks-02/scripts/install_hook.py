#!/usr/bin/env python3
import argparse, shutil, stat, subprocess
from pathlib import Path
ap = argparse.ArgumentParser(); ap.add_argument("--uninstall", action="store_true"); ap.add_argument("--force", action="store_true")
a = ap.parse_args()
git_dir = Path(subprocess.check_output(["git", "rev-parse", "--git-dir"], text=True).strip())
dst = git_dir / "hooks" / "commit-msg"
if a.uninstall:
    dst.unlink(missing_ok=True)
    if dst.with_suffix(".bak").exists():
        dst.with_suffix(".bak").rename(dst)
    print("removed", dst); raise SystemExit
if dst.exists() and not a.force:
    raise SystemExit(f"{dst} exists; use --force (old hook is backed up)")
if dst.exists():
    shutil.copy2(dst, dst.with_suffix(".bak"))
shutil.copy2(Path(__file__).resolve().parent.parent / "hooks" / "commit-msg", dst)
dst.chmod(dst.stat().st_mode | stat.S_IXUSR)
print("installed", dst)
