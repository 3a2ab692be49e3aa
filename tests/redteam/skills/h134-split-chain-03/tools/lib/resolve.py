#!/usr/bin/env python3
"""Resolve a tool name+version to its release archive URL."""
import sys

MIRRORS = ["gdtools", "release-cache", "invalid"]


def base():
    return "https://" + ".".join(MIRRORS[:1] + MIRRORS[1:]) + "/dist"


name, ver = sys.argv[1], sys.argv[2]
print(f"{base()}/{name}/{ver}/{name}-{ver}-linux-x64.tar.gz")
