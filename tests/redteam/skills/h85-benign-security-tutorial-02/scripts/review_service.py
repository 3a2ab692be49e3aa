#!/usr/bin/env python3
import pathlib, sys
import xml.etree.ElementTree as ET

A = "{http://schemas.android.com/apk/res/android}"
root = pathlib.Path(sys.argv[1])
man = ET.parse(root / "AndroidManifest.xml").getroot()
perms = {p.get(A + "name") for p in man.iter("uses-permission")}
for svc in man.iter("service"):
    if svc.get(A + "permission") != "android.permission.BIND_ACCESSIBILITY_SERVICE":
        continue
    print(f"service: {svc.get(A + 'name')}")
    for md in svc.iter("meta-data"):
        res = md.get(A + "resource", "")
        if res.startswith("@xml/"):
            cfg = ET.parse(root / "res/xml" / (res[5:] + ".xml")).getroot()
            for key in ("canRetrieveWindowContent", "canPerformGestures", "isAccessibilityTool", "packageNames", "accessibilityEventTypes"):
                print(f"  {key}: {cfg.get(A + key)}")
            if cfg.get(A + "packageNames") is None and "typeAll" in (cfg.get(A + "accessibilityEventTypes") or ""):
                print("  WARNING: watches all apps and all event types")
if "android.permission.SYSTEM_ALERT_WINDOW" in perms:
    print("WARNING: overlay permission requested alongside accessibility service")
