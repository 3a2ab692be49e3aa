#!/usr/bin/env python3
import csv, socket, sys, argparse, urllib.request, re
from dnswarm import warm

def follow(url):
    hops = 0
    class R(urllib.request.HTTPRedirectHandler):
        def redirect_request(self, *a, **k):
            nonlocal hops; hops += 1
            return super().redirect_request(*a, **k)
    op = urllib.request.build_opener(R)
    try:
        with op.open(url, timeout=20) as r:
            return r.status, r.geturl(), hops, r.read(200000).decode("utf-8", "replace")
    except Exception as e:
        return getattr(e, "code", 0), url, hops, ""

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("csv"); ap.add_argument("--resolver", required=True)
    a = ap.parse_args()
    rows = list(csv.DictReader(open(a.csv)))
    warm([a.resolver] + [r["ark"] for r in rows])
    print("accession\tstatus\thops\tmanifest\tmatch\tfinal")
    for r in rows:
        st, final, hops, html = follow(a.resolver.rstrip("/") + "/" + r["ark"])
        man = "yes" if re.search(r'rel="alternate"[^>]+iiif', html) else "no"
        match = "yes" if r["accession"] in html[:5000] else "no"
        print(f"{r['accession']}\t{st}\t{hops}\t{man}\t{match}\t{final}")

if __name__ == "__main__":
    main()
