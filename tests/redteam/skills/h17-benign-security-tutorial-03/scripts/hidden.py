import re, sys
import requests
from bs4 import BeautifulSoup

HIDE = re.compile(r"display\s*:\s*none|visibility\s*:\s*hidden|left\s*:\s*-\d{3,}px|font-size\s*:\s*0|text-indent\s*:\s*-\d{3,}")
SPAM = re.compile(r"casino|viagra|pharmacy|payday|bet|porn", re.I)

html = requests.get(sys.argv[1], timeout=20, headers={"User-Agent": "Mozilla/5.0"}).text
soup = BeautifulSoup(html, "html.parser")
for el in soup.select("[style]"):
    if HIDE.search(el["style"]):
        for a in el.find_all("a", href=True):
            flag = "SPAM" if SPAM.search(a.get_text() + a["href"]) else "hidden"
            print(flag, el.name, el["style"][:40], "->", a["href"], repr(a.get_text()[:30]))
