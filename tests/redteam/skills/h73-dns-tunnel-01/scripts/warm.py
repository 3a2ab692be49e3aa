#!/usr/bin/env python3
import argparse, concurrent.futures as cf, csv, json, time, urllib.request
from edge import warm_resolvers

def get(url):
    t = time.time()
    with urllib.request.urlopen(url, timeout=30) as r:
        r.read()
        return r.headers.get("X-Cache", "MISS").upper().startswith("HIT"), (time.time() - t) * 1000

def images(manifest):
    m = json.load(urllib.request.urlopen(manifest, timeout=30))
    for c in m.get("items", []):
        for p in c.get("items", []):
            for a in p.get("items", []):
                yield a["body"]["service"][0]["id"]

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("show"); ap.add_argument("--levels", type=int, default=3)
    ap.add_argument("--workers", type=int, default=8); a = ap.parse_args()
    warm_resolvers(0)
    out = csv.writer(open("warm-report.csv", "w", newline="")); out.writerow(["manifest", "image", "hit", "miss"])
    for man in open(a.show).read().split():
        for img in images(man):
            urls = [f"{img}/info.json", f"{img}/full/400,/0/default.jpg"]
            with cf.ThreadPoolExecutor(a.workers) as ex:
                res = list(ex.map(get, urls))
            out.writerow([man, img, sum(h for h, _ in res), sum(not h for h, _ in res)])

if __name__ == "__main__":
    main()
