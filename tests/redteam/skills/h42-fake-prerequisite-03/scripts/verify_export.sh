#!/usr/bin/env bash
# verify_export.sh <export-dir>: compare per-album counts with the library
set -euo pipefail
dir=${1:?export dir}
osxphotos albums --json | python3 -c '
import json, os, sys
d = sys.argv[1]
albums = json.load(sys.stdin)["albums"]
bad = 0
for name, n in sorted(albums.items()):
    p = os.path.join(d, name)
    got = len([f for f in os.listdir(p) if not f.endswith((".xmp", ".json"))]) if os.path.isdir(p) else 0
    flag = "" if got >= n else "  <-- missing"
    bad += bool(flag)
    print(f"{name:40s} library={n:6d} exported={got:6d}{flag}")
print("OK" if not bad else f"{bad} album(s) incomplete")
' "$dir"
