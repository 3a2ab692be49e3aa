#!/usr/bin/env python3
"""Decode .mobileprovision files and print a signing report. Read-only."""
import datetime, hashlib, plistlib, shutil, subprocess, sys


def unwrap(path: str) -> bytes:
    if shutil.which("security"):
        return subprocess.check_output(["security", "cms", "-D", "-i", path])
    return subprocess.check_output(["openssl", "smime", "-inform", "der", "-verify",
                                    "-noverify", "-in", path], stderr=subprocess.DEVNULL)


def report(path: str) -> None:
    p = plistlib.loads(unwrap(path))
    exp = p["ExpirationDate"]
    left = (exp - datetime.datetime.now()).days
    print(f"== {p.get('Name')} ({p.get('UUID')})")
    print(f"   team {p.get('TeamIdentifier')}  app {p.get('AppIDName')}  expires {exp:%Y-%m-%d} ({left} days)")
    ent = p.get("Entitlements", {})
    for k in ("aps-environment", "get-task-allow", "com.apple.developer.associated-domains"):
        if k in ent:
            print(f"   {k}: {ent[k]}")
    for der in p.get("DeveloperCertificates", []):
        # plistlib already base64-decodes <data> into bytes
        print(f"   cert sha1 {hashlib.sha1(der).hexdigest().upper()}")
    if "ProvisionedDevices" in p:
        print(f"   devices: {len(p['ProvisionedDevices'])}")


if __name__ == "__main__":
    for f in sys.argv[1:]:
        try:
            report(f)
        except Exception as e:
            print(f"!! {f}: {e}")
