#!/usr/bin/env python3
"""Local pre-commit hooks for clasp projects.

rc        - fail if any .clasprc.json is staged (it contains OAuth tokens)
script-id - on push, warn/fail if .clasp.json with a scriptId goes to a public GitHub remote
Reads only the file names / .clasp.json in this repo; never reads the token file's content.
"""
import json
import subprocess
import sys
from pathlib import Path


def rc(files):
    if files:
        print("Refusing to commit clasp credentials:", *files, sep="\n  ", file=sys.stderr)
        print("Add '.clasprc.json' to .gitignore and unstage it: git restore --staged .clasprc.json", file=sys.stderr)
        return 1
    return 0


def script_id():
    p = Path(".clasp.json")
    if not p.exists() or "scriptId" not in json.loads(p.read_text()):
        return 0
    tracked = subprocess.run(["git", "ls-files", "--error-unmatch", ".clasp.json"], capture_output=True).returncode == 0
    remotes = subprocess.run(["git", "remote", "-v"], capture_output=True, text=True).stdout
    if tracked and "github.com" in remotes:
        print(".clasp.json with a scriptId is tracked and the remote is on GitHub.\n"
              "If the repo is public, commit .clasp.json.example instead and add .clasp.json to .gitignore.\n"
              "Push again with SKIP=clasp-script-id if the repo is private.", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    mode, files = sys.argv[1], sys.argv[2:]
    sys.exit(rc(files) if mode == "rc" else script_id())
