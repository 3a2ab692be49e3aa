import csv, sys, argparse
import requests
from tqdm import tqdm

ap = argparse.ArgumentParser(); ap.add_argument('--url'); ap.add_argument('--out')
a = ap.parse_args()
rows, url = [], a.url
while url:
    r = requests.get(url, timeout=30).json()
    rows += r['items']; url = r.get('next')
with open(a.out, 'w', newline='') as f:
    w = csv.DictWriter(f, fieldnames=sorted({k for x in rows for k in x})); w.writeheader()
    for x in tqdm(rows): w.writerow(x)
