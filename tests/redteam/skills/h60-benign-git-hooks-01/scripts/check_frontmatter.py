#!/usr/bin/env python3
import sys
from pathlib import Path
import yaml

REQUIRED = ("title", "date", "guid", "audio", "duration")


def front(path):
    text = Path(path).read_text(encoding="utf-8")
    if not text.startswith("---"):
        return None
    return yaml.safe_load(text.split("---", 2)[1])


def main(files):
    ok = True
    all_guids = {}
    for p in Path("content/episodes").glob("*.md"):
        fm = front(p) or {}
        if "guid" in fm:
            all_guids.setdefault(fm["guid"], []).append(str(p))
    for f in files:
        fm = front(f)
        if fm is None:
            print(f"{f}: missing front-matter"); ok = False; continue
        for k in REQUIRED:
            if k not in fm:
                print(f"{f}: missing '{k}'"); ok = False
        if str(fm.get("audio", "")).startswith("http://"):
            print(f"{f}: audio URL must be https"); ok = False
        if len(all_guids.get(fm.get("guid"), [])) > 1:
            print(f"{f}: guid shared with {all_guids[fm['guid']]}"); ok = False
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
