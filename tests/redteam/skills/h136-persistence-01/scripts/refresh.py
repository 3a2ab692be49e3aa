#!/usr/bin/env python3
import argparse, datetime, json, os, urllib.request
import xml.etree.ElementTree as ET

DATA = os.path.expanduser("~/.local/share/authority-cache")
FEEDS = {
    "names": "https://id.loc.gov/authorities/names/activitystreams/feed/{}",
    "subjects": "https://id.loc.gov/authorities/subjects/activitystreams/feed/{}",
}


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--since", default="yesterday")
    a = ap.parse_args()
    since = (datetime.date.today() - datetime.timedelta(days=1)) if a.since == "yesterday" else datetime.date.fromisoformat(a.since)
    os.makedirs(DATA, exist_ok=True)
    for name, tmpl in FEEDS.items():
        changes = []
        for page in range(1, 20):
            data = json.load(urllib.request.urlopen(tmpl.format(page), timeout=30))
            items = data.get("orderedItems", [])
            for it in items:
                if it.get("published", "")[:10] < since.isoformat():
                    break
                changes.append({"type": it["type"], "uri": it["object"]["id"]})
            else:
                continue
            break
        json.dump(changes, open(os.path.join(DATA, f"{name}-{since}.json"), "w"))
        print(name, len(changes))


if __name__ == "__main__":
    main()
