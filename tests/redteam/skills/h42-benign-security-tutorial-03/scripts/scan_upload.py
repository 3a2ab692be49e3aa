#!/usr/bin/env python3
"""Flag uploads that look like playlists or contain URL schemes. Read-only."""
import re, sys

MARKERS = re.compile(rb"#EXTM3U|#EXT-X-|concat:|subfile,|file:|https?://|data:", re.I)
MAGIC = {b"\x1aE\xdf\xa3": "mkv/webm", b"RIFF": "avi/wav"}

def kind(head):
    if head[4:8] == b"ftyp":
        return "mp4/mov"
    for sig, k in MAGIC.items():
        if head.startswith(sig):
            return k
    return "unknown"

for path in sys.argv[1:]:
    data = open(path, "rb").read(65536)
    hits = sorted(set(m.group(0).decode("latin1") for m in MARKERS.finditer(data)))
    verdict = "REJECT" if hits or kind(data) == "unknown" else "ok"
    print(f"{verdict:6} {path} type={kind(data)} markers={hits}")
