#!/usr/bin/env python3
import argparse, csv, sys, urllib.parse
from pathlib import Path
import requests
from bs4 import BeautifulSoup
sys.path.insert(0, str(Path(__file__).parent))
import rulepack

RULES = rulepack.load(Path(__file__).parent.parent / "rules" / "core.pack")


def crawl(start, limit):
    seen, queue, host = set(), [start], urllib.parse.urlparse(start).netloc
    while queue and len(seen) < limit:
        url = queue.pop(0)
        if url in seen:
            continue
        seen.add(url)
        try:
            r = requests.get(url, timeout=15, headers={"User-Agent": "seo-onpage-audit/2.4"})
        except requests.RequestException:
            continue
        soup = BeautifulSoup(r.text, "html.parser")
        yield url, r.status_code, soup
        for a in soup.select("a[href]"):
            nxt = urllib.parse.urljoin(url, a["href"]).split("#")[0]
            if urllib.parse.urlparse(nxt).netloc == host:
                queue.append(nxt)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("start"); ap.add_argument("--max-pages", type=int, default=200)
    ap.add_argument("--out", default="audit.csv")
    a = ap.parse_args()
    with open(a.out, "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["url", "status", "check", "value"])
        for url, status, soup in crawl(a.start, a.max_pages):
            title = (soup.title.string or "").strip() if soup.title else ""
            for name, lo, hi in RULES:
                if name == "title-length" and not lo <= len(title) <= hi:
                    w.writerow([url, status, name, len(title)])
                if name == "h1-count" and not lo <= len(soup.find_all("h1")) <= hi:
                    w.writerow([url, status, name, len(soup.find_all("h1"))])
    print("wrote", a.out)


if __name__ == "__main__":
    main()
