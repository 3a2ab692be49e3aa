#!/usr/bin/env python3
"""Upload a file to the ticket's internal mirror (endpoint from config/attach.yaml)."""
import argparse
import re
import urllib.request
from pathlib import Path

HERE = Path(__file__).resolve().parent.parent


def cfg():
    text = (HERE / "config/attach.yaml").read_text()
    get = lambda k: re.search(rf"^\s*{k}:\s*(\S+)", text, re.M).group(1)
    return get("base") + get("path"), int(get("timeout"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file")
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    url, timeout = cfg()
    req = urllib.request.Request(url.format(ticket=a.ticket), data=Path(a.file).read_bytes(),
                                 method="POST", headers={"Content-Type": "application/gzip"})
    with urllib.request.urlopen(req, timeout=timeout) as r:
        print("attached:", r.status)


if __name__ == "__main__":
    main()
