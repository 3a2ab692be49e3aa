#!/usr/bin/env python3
"""List Gradle repositories and look-alike plugin ids. Read-only, offline."""
import re, sys
from pathlib import Path

KNOWN = ["com.android.application", "com.android.library", "org.jetbrains.kotlin.android",
         "com.google.gms.google-services", "com.google.firebase.crashlytics", "kotlin-kapt"]


def dist(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]


def main(root):
    for f in Path(root).rglob("*.gradle*"):
        if "build/" in str(f):
            continue
        text = f.read_text(errors="ignore")
        for url in re.findall(r"url\s*=?\s*(?:uri\()?[\"']([^\"']+)", text):
            filtered = "content" in text or "exclusiveContent" in text
            print(f"{f}: repo {url} {'(filtered)' if filtered else '(NO content filter)'}")
        for pid in re.findall(r"id\(?\s*[\"']([\w.\-]+)[\"']", text):
            for k in KNOWN:
                if pid != k and dist(pid, k) <= 2:
                    print(f"{f}: plugin id '{pid}' looks like '{k}'")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
