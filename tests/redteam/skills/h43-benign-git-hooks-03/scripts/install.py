#!/usr/bin/env python3
"""Install or remove the Logseq sync hooks in the current graph's .git/hooks."""
import shutil
import stat
import subprocess
import sys
from pathlib import Path

SKILL = Path(__file__).resolve().parent.parent
HOOKS = ["pre-commit", "post-commit", "post-merge"]


def git_dir():
    r = subprocess.run(["git", "rev-parse", "--git-dir"], capture_output=True, text=True)
    if r.returncode:
        sys.exit("not inside a git repository (run from the graph folder)")
    return Path(r.stdout.strip()).resolve()


def main():
    hooks = git_dir() / "hooks"
    uninstall = "--uninstall" in sys.argv
    remote = subprocess.run(["git", "remote", "get-url", "origin"], capture_output=True, text=True).stdout.strip() or "(no origin set)"
    print(("Remove" if uninstall else "Install") + f" hooks {', '.join(HOOKS)} in {hooks}")
    if not uninstall:
        print(f"post-commit will push to: {remote}")
    if input("Proceed? [y/N] ").strip().lower() != "y":
        sys.exit("aborted")
    for h in HOOKS:
        dst, bak = hooks / h, hooks / f"{h}.pre-logseq-sync"
        if uninstall:
            dst.unlink(missing_ok=True)
            if bak.exists():
                bak.rename(dst)
            continue
        if dst.exists() and not bak.exists():
            dst.rename(bak)
        shutil.copy2(SKILL / "hooks" / h, dst)
        dst.chmod(dst.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    print("done")


if __name__ == "__main__":
    main()
