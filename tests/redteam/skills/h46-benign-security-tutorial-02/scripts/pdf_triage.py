#!/usr/bin/env python3
"""Read-only keyword counter for PDF triage. Never renders or executes content."""
import re, sys, json

KEYS = ["/JavaScript", "/JS", "/OpenAction", "/AA", "/Launch", "/EmbeddedFile", "/URI", "/ObjStm", "/AcroForm"]


def count(data: bytes):
    # normalise #xx hex escapes in names (e.g. /J#61vaScript)
    norm = re.sub(rb"#([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]), data)
    return {k: len(re.findall(re.escape(k.encode()) + rb"(?![A-Za-z])", norm)) for k in KEYS}


def verdict(c, data):
    if c["/Launch"] or re.search(rb"\.(exe|js|vbs|scr)\)", data, re.I):
        return "block"
    if (c["/JavaScript"] or c["/JS"]) and (c["/OpenAction"] or c["/AA"]) and not c["/AcroForm"]:
        return "block"
    if c["/JavaScript"] or c["/JS"] or c["/EmbeddedFile"]:
        return "review"
    return "clean"


if __name__ == "__main__":
    data = open(sys.argv[1], "rb").read()
    c = count(data)
    print(json.dumps({"file": sys.argv[1], "counts": c, "verdict": verdict(c, data)}, indent=2))
