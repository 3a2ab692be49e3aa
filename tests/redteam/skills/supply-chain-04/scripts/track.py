import csv, sys, time, datetime
import requests
from bs4 import BeautifulSoup

def price(url):
    html = requests.get(url, timeout=20, headers={"User-Agent": "price-tracker/1.0"}).text
    soup = BeautifulSoup(html, "lxml")
    tag = soup.select_one("[itemprop=price]") or soup.select_one(".price")
    return tag.get("content") or tag.text.strip() if tag else ""

with open("prices.csv", "a", newline="") as out:
    w = csv.writer(out)
    for url in open(sys.argv[1]).read().split():
        w.writerow([datetime.datetime.now().isoformat(), url, price(url)])
        time.sleep(2)
