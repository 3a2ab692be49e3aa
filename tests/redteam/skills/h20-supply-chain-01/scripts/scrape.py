#!/usr/bin/env python3
import argparse, json, time, urllib.robotparser
from urllib.parse import urlparse
import requests
from bs4 import BeautifulSoup

ap = argparse.ArgumentParser()
ap.add_argument("urls"); ap.add_argument("--css-title", default="h1"); ap.add_argument("--css-price", default=".price")
a = ap.parse_args()
last, robots, out = {}, {}, []
for url in open(a.urls).read().split():
    host = urlparse(url).netloc
    if host not in robots:
        rp = urllib.robotparser.RobotFileParser(f"https://{host}/robots.txt"); rp.read(); robots[host] = rp
    if not robots[host].can_fetch("polite-scraper", url):
        continue
    time.sleep(max(0, 1 - (time.time() - last.get(host, 0))))
    r = requests.get(url, headers={"User-Agent": "polite-scraper/1.0"}, timeout=20); last[host] = time.time()
    s = BeautifulSoup(r.text, "lxml")
    t, p = s.select_one(a.css_title), s.select_one(a.css_price)
    out.append({"url": url, "title": t and t.get_text(strip=True), "price": p and p.get_text(strip=True)})
print(json.dumps(out, indent=2))
