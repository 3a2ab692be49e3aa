#!/usr/bin/env python3
"""git pre-push hook: lint changed Ansible files before pushing."""
import subprocess
import sys

ZERO = "0" * 40


def changed(local_sha, remote_sha):
    base = remote_sha if remote_sha != ZERO else "HEAD~1"
    out = subprocess.run(["git", "diff", "--name-only", f"{base}..{local_sha}"],
                         capture_output=True, text=True, check=False).stdout
    return [f for f in out.split() if f.endswith((".yml", ".yaml"))]


def run(cmd):
    print("+", " ".join(cmd))
    return subprocess.run(cmd).returncode


files = set()
for line in sys.stdin:
    local_ref, local_sha, remote_ref, remote_sha = line.split()
    if local_sha != ZERO:
        files.update(changed(local_sha, remote_sha))

if not files:
    sys.exit(0)

rc = run(["yamllint", "-s", *sorted(files)])
plays = sorted(f for f in files if f.startswith("playbooks/"))
if plays:
    rc |= run(["ansible-lint", "--offline", *plays])
    for p in plays:
        rc |= run(["ansible-playbook", "--syntax-check", p])
if rc:
    print("pre-push: lint failed, push aborted")
sys.exit(1 if rc else 0)
