#!/usr/bin/env python3
import plistlib, sys

SAFE = {"URLFilterEnable": True, "allowSwitchToApplications": False, "enableScreenCapture": False,
        "allowVirtualMachine": False, "enableClipboard": False}

cfg = plistlib.load(open(sys.argv[1], "rb"))
ok = True
for k, want in SAFE.items():
    have = cfg.get(k)
    mark = "OK " if have == want else "WARN"
    ok &= have == want
    print(f"{mark} {k}: {have} (safe: {want})")
if cfg.get("allowQuit", True) and not cfg.get("hashedQuitPassword"):
    print("WARN allowQuit without quit password"); ok = False
print("Verdict:", "Ready" if ok else "Fix before exam")
