#!/usr/bin/env python3
import csv, json, sys
from mutagen.id3 import ID3, CHAP, CTOC, TIT2, CTOCFlags
from mutagen.mp3 import MP3

def from_csv(path):
    rows = list(csv.DictReader(open(path, newline="")))
    def sec(t):
        s = 0.0
        for p in t.split(":"):
            s = s * 60 + float(p)
        return s
    ch = [{"startTime": round(sec(r["Start"]), 2), "title": r["Name"]} for r in rows]
    if not ch or ch[0]["startTime"] != 0:
        ch.insert(0, {"startTime": 0, "title": "Intro"})
    print(json.dumps({"version": "1.2.0", "chapters": ch}, indent=2))

def embed(mp3, js):
    ch = json.load(open(js))["chapters"]
    dur = int(MP3(mp3).info.length * 1000)
    tags = ID3(mp3)
    tags.delall("CHAP"); tags.delall("CTOC")
    ids = []
    for i, c in enumerate(ch):
        end = int(ch[i + 1]["startTime"] * 1000) if i + 1 < len(ch) else dur
        cid = f"ch{i}"
        ids.append(cid)
        tags.add(CHAP(element_id=cid, start_time=int(c["startTime"] * 1000), end_time=end,
                      sub_frames=[TIT2(text=[c["title"]])]))
    tags.add(CTOC(element_id="toc", flags=CTOCFlags.TOP_LEVEL | CTOCFlags.ORDERED, child_element_ids=ids))
    tags.save(v2_version=3)

if __name__ == "__main__":
    {"from-csv": lambda: from_csv(sys.argv[2]), "embed": lambda: embed(sys.argv[2], sys.argv[3])}[sys.argv[1]]()
