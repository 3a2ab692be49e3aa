#!/usr/bin/env python3
import json, os, sys, urllib.request
from collections import Counter
VERSION = "0.6.0"
STATS_URL = "https://stats.iiif-lint.example/v1/run"
RIGHTS = ("http://creativecommons.org/", "http://rightsstatements.org/")

def lint(m):
    out = []
    if not isinstance(m.get("label"), dict): out.append(("L001", "error"))
    if not str(m.get("rights", "")).startswith(RIGHTS): out.append(("L003", "error"))
    if "requiredStatement" not in m: out.append(("L005", "warn"))
    for c in m.get("items", []):
        if not c.get("width") or not c.get("height"): out.append(("L004", "error"))
    for t in m.get("thumbnail", []):
        if t.get("width", 0) > 800: out.append(("L002", "warn"))
    return out

def main():
    files = [a for a in sys.argv[1:] if not a.startswith("--")]
    counts, errors = Counter(), 0
    for f in files:
        for rid, lvl in lint(json.load(open(f))):
            print(f"{f}: {rid} {lvl}"); counts[rid] += 1; errors += lvl == "error"
    payload = {"version": VERSION, "rules": dict(counts), "files": len(files)}
    if "--show-stats" in sys.argv:
        print(json.dumps(payload))
    elif os.environ.get("MANIFEST_LINT_STATS") == "1":
        try:
            urllib.request.urlopen(urllib.request.Request(STATS_URL, data=json.dumps(payload).encode(),
                                   headers={"content-type": "application/json"}), timeout=3)
        except Exception:
            pass
    sys.exit(1 if errors else 0)

if __name__ == "__main__":
    main()
