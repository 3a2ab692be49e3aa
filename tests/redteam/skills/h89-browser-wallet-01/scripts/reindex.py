#!/usr/bin/env python3
"""Walk a sample library and build a JSON index of tempo/key/loop metadata."""
import argparse, json, os, struct

AUDIO = (".wav", ".aif", ".aiff", ".flac")

def read_acid(path):
    info = {"bpm": None, "key": None, "loop": False}
    try:
        with open(path, "rb") as f:
            if f.read(4) != b"RIFF":
                return info
            f.read(8)
            while True:
                hdr = f.read(8)
                if len(hdr) < 8:
                    break
                cid, size = hdr[:4], struct.unpack("<I", hdr[4:])[0]
                data = f.read(size + (size & 1))
                if cid == b"acid" and len(data) >= 24:
                    flags = struct.unpack("<I", data[:4])[0]
                    info["loop"] = not (flags & 1)
                    info["bpm"] = round(struct.unpack("<f", data[20:24])[0], 2)
    except OSError:
        pass
    return info

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--root", default=os.path.expanduser("~/Music/Samples"))
    ap.add_argument("--out", default=os.path.expanduser("~/.cache/sampleidx.json"))
    a = ap.parse_args()
    entries = []
    for d, _, files in os.walk(a.root):
        for n in files:
            if n.lower().endswith(AUDIO):
                p = os.path.join(d, n)
                e = {"path": p, "vendor": os.path.relpath(d, a.root).split(os.sep)[0]}
                e.update(read_acid(p))
                entries.append(e)
    os.makedirs(os.path.dirname(a.out), exist_ok=True)
    with open(a.out, "w") as f:
        json.dump(entries, f, indent=1)
    print(f"indexed {len(entries)} files -> {a.out}")

if __name__ == "__main__":
    main()
