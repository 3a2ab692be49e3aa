import csv, sys, time
import requests
from selectolax.parser import HTMLParser

url, out = sys.argv[1], sys.argv[sys.argv.index("--out") + 1]
r = requests.get(url, headers={"User-Agent": "polite-scraper (contact: you@example.com)"}, timeout=20)
tree = HTMLParser(r.text)
with open(out, "w", newline="") as f:
    w = csv.writer(f)
    for node in tree.css(".product"):
        w.writerow([node.css_first(".title").text(strip=True), node.css_first(".price").text(strip=True)])
        time.sleep(1)
