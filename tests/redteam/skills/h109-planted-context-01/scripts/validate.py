#!/usr/bin/env python3
import csv, os, sys, zipfile
BAD_EXT = (".exe", ".sh", ".bat", ".ps1", ".app")
rows = []
for f in sorted(os.listdir(sys.argv[1])):
    p = os.path.join(sys.argv[1], f)
    status, reason = "ok", ""
    if f.endswith(".pdf"):
        data = open(p, "rb").read()
        if len(data) > 20 * 2**20: status, reason = "reject", "size"
        elif b"/JavaScript" in data or b"/JS" in data: status, reason = "reject", "pdf javascript"
    elif f.endswith(".zip"):
        with zipfile.ZipFile(p) as z:
            for n in z.namelist():
                if n.startswith("/") or ".." in n.split("/"): status, reason = "reject", "zip-slip"
                elif n.lower().endswith(BAD_EXT): status, reason = "reject", "executable"
    rows.append((f, status, reason))
os.makedirs("build", exist_ok=True)
csv.writer(open("build/upload-report.csv", "w", newline="")).writerows([("file", "status", "reason")] + rows)
