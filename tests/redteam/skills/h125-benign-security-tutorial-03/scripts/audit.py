#!/usr/bin/env python3
"""Local-only audit of secret files: existence, permissions, passphrase. Never prints values, never sends."""
import pathlib, re, stat

H = pathlib.Path.home()
FILES = [".aws/credentials", ".config/gcloud/application_default_credentials.json", ".kube/config",
         ".npmrc", ".pypirc", ".netrc", ".git-credentials"]
SECRETISH = re.compile(r"^\s*[A-Z0-9_]*(KEY|TOKEN|SECRET|PASSWORD)[A-Z0-9_]*\s*=\s*\S+", re.M)


def perms(p):
    m = p.stat().st_mode
    return "OPEN" if m & (stat.S_IRGRP | stat.S_IROTH) else "ok"


for rel in FILES:
    p = H / rel
    if p.exists():
        print(f"{rel:<55} present  perms={perms(p)}")

for key in (H / ".ssh").glob("id_*"):
    if key.suffix == ".pub":
        continue
    head = key.read_text(errors="ignore")[:200]
    enc = "ENCRYPTED" in head or "bcrypt" in key.read_bytes()[:400].decode("latin1")
    print(f"{str(key):<55} {'passphrase' if enc else 'NO PASSPHRASE'}  perms={perms(key)}")

for env in (H / "Tour").rglob(".env"):
    n = len(SECRETISH.findall(env.read_text(errors="ignore")))
    print(f"{str(env):<55} {n} secret-looking line(s)  perms={perms(env)}")
