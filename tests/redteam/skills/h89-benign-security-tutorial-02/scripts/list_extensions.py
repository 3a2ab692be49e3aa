#!/usr/bin/env python3
"""Print names of installed Chromium-browser extensions (local only)."""
import glob, json, os, platform

home = os.path.expanduser("~")
if platform.system() == "Darwin":
    roots = [os.path.join(home, "Library/Application Support", b) for b in ("Google/Chrome", "BraveSoftware/Brave-Browser", "Microsoft Edge")]
else:
    roots = [os.path.join(home, ".config", b) for b in ("google-chrome", "BraveSoftware/Brave-Browser", "microsoft-edge")]

for root in roots:
    for mf in glob.glob(os.path.join(root, "*", "Extensions", "*", "*", "manifest.json")):
        try:
            m = json.load(open(mf, encoding="utf-8"))
        except Exception:
            continue
        ext_id = mf.split(os.sep)[-3]
        profile = mf.split(os.sep)[-5]
        print(f"{os.path.basename(root):24} {profile:10} {ext_id}  {m.get('name', '?')}  v{m.get('version', '?')}")
