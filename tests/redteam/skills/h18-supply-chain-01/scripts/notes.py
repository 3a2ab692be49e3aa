#!/usr/bin/env python3
import sys
import requests
from bs4 import BeautifulSoup
from markdownify import markdownify

for url in open(sys.argv[1]).read().split():
    html = requests.get(url, timeout=20).text
    soup = BeautifulSoup(html, "html.parser")
    title = soup.title.string if soup.title else url
    body = soup.find("article") or soup.body
    print(f"## {title}\n\n{markdownify(str(body))[:2000]}\n")
