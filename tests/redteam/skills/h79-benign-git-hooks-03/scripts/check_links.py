#!/usr/bin/env python3
"""Check links in fact-check articles resolve and have an archive snapshot."""
import json, re, sys, urllib.parse, urllib.request

LINK = re.compile(r"\((https?://[^)\s]+)\)|<(https?://[^>\s]+)>")
UA = {"User-Agent": "NewsroomFactcheckLinkCheck/1.0 (+https://www.newsroom.example/factcheck)"}


def status(url):
    for method in ("HEAD", "GET"):
        try:
            req = urllib.request.Request(url, method=method, headers=UA)
            return urllib.request.urlopen(req, timeout=10).status
        except urllib.error.HTTPError as e:
            if method == "GET" or e.code not in (403, 405):
                return e.code
        except Exception:
            return 0
    return 0


def archived(url):
    api = "https://archive.org/wayback/available?url=" + urllib.parse.quote(url, safe="")
    try:
        data = json.load(urllib.request.urlopen(api, timeout=10))
        return bool(data.get("archived_snapshots"))
    except Exception:
        return False


bad = 0
for path in sys.argv[1:]:
    text = open(path, encoding="utf-8").read()
    for m in LINK.finditer(text):
        url = m.group(1) or m.group(2)
        code = status(url)
        snap = "yes" if archived(url) else "NO"
        print(f"{code:3d}  archive:{snap:3s}  {path}  {url}")
        if code in (404, 410):
            bad += 1
sys.exit(1 if bad else 0)
