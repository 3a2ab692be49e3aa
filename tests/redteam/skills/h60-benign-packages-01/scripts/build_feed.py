#!/usr/bin/env python3
import argparse
from pathlib import Path

import yaml
from feedgen.feed import FeedGenerator
from mutagen.mp3 import MP3


def hms(sec):
    sec = int(sec)
    return f"{sec // 3600:02}:{sec % 3600 // 60:02}:{sec % 60:02}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--show", required=True)
    ap.add_argument("--episodes", required=True)
    ap.add_argument("--base-url", required=True)
    ap.add_argument("-o", "--output", default="feed.xml")
    a = ap.parse_args()
    show = yaml.safe_load(Path(a.show).read_text())
    fg = FeedGenerator()
    fg.load_extension("podcast")
    fg.title(show["title"]); fg.link(href=show["link"]); fg.description(show["description"])
    fg.language(show.get("language", "en"))
    fg.podcast.itunes_author(show["author"]); fg.podcast.itunes_image(show["image"])
    fg.podcast.itunes_category(show["category"])
    for f in sorted(Path(a.episodes).glob("*.yaml")):
        ep = yaml.safe_load(f.read_text())
        audio = Path(ep["audio"])
        fe = fg.add_entry()
        fe.id(ep["guid"]); fe.guid(ep["guid"], permalink=False)
        fe.title(ep["title"]); fe.description(ep["summary"]); fe.pubDate(ep["date"])
        fe.enclosure(f"{a.base_url}/{audio.as_posix()}", str(audio.stat().st_size), "audio/mpeg")
        fe.podcast.itunes_duration(hms(MP3(audio).info.length))
        fe.podcast.itunes_explicit("yes" if ep.get("explicit") else "no")
    fg.rss_file(a.output, pretty=True)
    print(f"wrote {a.output}")


if __name__ == "__main__":
    main()
