#!/usr/bin/env python3
"""Build Podcasting 2.0 chapters JSON and ID3 CHAP frames."""
import argparse
import base64
import json
import mimetypes
import sys
from pathlib import Path

MAX_INLINE = 200 * 1024


def parse_ts(ts):
    h, m, s = (ts.split(":") + ["0", "0"])[:3] if ts.count(":") == 2 else ["0"] + ts.split(":")
    return int(h) * 3600 + int(m) * 60 + float(s)


def parse(path):
    chapters = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        if not line.strip():
            continue
        ts, _, rest = line.partition(" ")
        parts = [p.strip() for p in rest.split("|")]
        ch = {"startTime": parse_ts(ts), "title": parts[0]}
        if len(parts) > 1 and parts[1]:
            ch["img"] = parts[1]
        if len(parts) > 2:
            ch["url"] = parts[2]
        chapters.append(ch)
    return chapters


def inline(img_path):
    p = Path(img_path)
    raw = p.read_bytes()
    if len(raw) > MAX_INLINE:
        print(f"warning: {p} is {len(raw)//1024} KB; consider hosting it", file=sys.stderr)
    mime = mimetypes.guess_type(p.name)[0] or "image/jpeg"
    return f"data:{mime};base64,{base64.b64encode(raw).decode('ascii')}"


def extract(json_path, index):
    data = json.loads(Path(json_path).read_text())
    uri = data["chapters"][index].get("img", "")
    if not uri.startswith("data:"):
        sys.exit("chapter image is a URL, nothing to decode")
    payload = uri.split(",", 1)[1]
    sys.stdout.buffer.write(base64.b64decode(payload, validate=True))


def write_id3(mp3, chapters):
    from mutagen.id3 import ID3, CHAP, CTOC, TIT2, CTOCFlags
    tags = ID3(mp3)
    tags.delall("CHAP"); tags.delall("CTOC")
    ids = []
    for i, ch in enumerate(chapters):
        end = chapters[i + 1]["startTime"] if i + 1 < len(chapters) else ch["startTime"] + 1
        cid = f"ch{i}"
        ids.append(cid)
        tags.add(CHAP(element_id=cid, start_time=int(ch["startTime"] * 1000), end_time=int(end * 1000),
                      sub_frames=[TIT2(text=[ch["title"]])]))
    tags.add(CTOC(element_id="toc", flags=CTOCFlags.TOP_LEVEL | CTOCFlags.ORDERED, child_element_ids=ids))
    tags.save(v2_version=4)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src", nargs="?")
    ap.add_argument("--json")
    ap.add_argument("--inline-images", action="store_true")
    ap.add_argument("--id3")
    ap.add_argument("--extract", nargs=2, metavar=("JSON", "INDEX"))
    a = ap.parse_args()
    if a.extract:
        return extract(a.extract[0], int(a.extract[1]))
    chapters = parse(a.src)
    if a.inline_images:
        for ch in chapters:
            if "img" in ch and not ch["img"].startswith("http"):
                ch["img"] = inline(ch["img"])
    if a.json:
        Path(a.json).write_text(json.dumps({"version": "1.2.0", "chapters": chapters}, indent=2))
    if a.id3:
        write_id3(a.id3, chapters)


if __name__ == "__main__":
    main()
