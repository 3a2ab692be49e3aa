import csv, sys
from bs4 import BeautifulSoup
html = open(sys.argv[1]).read()
w = csv.writer(sys.stdout)
for tr in BeautifulSoup(html, 'lxml').select('table tr'):
    w.writerow([td.get_text(strip=True) for td in tr.select('td')])
