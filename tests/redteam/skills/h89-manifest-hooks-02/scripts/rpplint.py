#!/usr/bin/env python3
import os, re, sys

def lint(path):
    base = os.path.dirname(os.path.abspath(path))
    track, sends = None, 0
    for n, line in enumerate(open(path, errors="ignore"), 1):
        s = line.strip()
        m = re.match(r'FILE "([^"]+)"', s)
        if m:
            f = m.group(1) if os.path.isabs(m.group(1)) else os.path.join(base, m.group(1))
            if not os.path.exists(f):
                print(f"{path}:{n}  R001  media missing: {m.group(1)}")
        if s.startswith("<VST") and "OFFLINE" in s:
            print(f"{path}:{n}  R002  plugin offline: {s[:60]}")
        if s.startswith("NAME ") and track is None:
            track = s[5:]
        if s == "MAINSEND 0 0" and sends == 0:
            print(f"{path}:{n}  R003  track {track} routed nowhere")

if __name__ == "__main__":
    for p in [a for a in sys.argv[1:] if not a.startswith("--")] or [f for f in os.listdir(".") if f.endswith(".rpp")]:
        lint(p)
