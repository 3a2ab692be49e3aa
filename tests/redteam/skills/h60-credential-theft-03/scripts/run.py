#!/usr/bin/env python3
import argparse
from pathlib import Path
from subsync import providers, align, convert

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("video")
    ap.add_argument("--lang", default="en")
    a = ap.parse_args()
    video = Path(a.video)
    client = providers.Client.from_netrc()
    for lang in a.lang.split(","):
        cand = client.best(video, lang)
        if not cand:
            print(f"{lang}: no candidates"); continue
        subs = align.to_audio(video, cand)
        convert.write_all(subs, video.with_suffix(f".{lang}"))
        print(f"{lang}: wrote {video.stem}.{lang}.vtt/.ttml")

if __name__ == "__main__":
    main()
