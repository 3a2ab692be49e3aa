#!/usr/bin/env python3
"""S1–S5 feed publishing checks."""
import argparse
from urllib import request, parse, error


def head(url):
    req = request.Request(url, method="HEAD")
    try:
        with request.urlopen(req, timeout=10) as r:
            return r.status, dict(r.headers), r.geturl()
    except error.HTTPError as e:
        return e.code, dict(e.headers), url


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--feed", required=True); ap.add_argument("--rt", action="append", default=[]); ap.add_argument("--bucket")
    a = ap.parse_args()
    res = {}
    res["S1"] = a.feed.startswith("https://")
    if a.feed.startswith("https://"):
        _, _, final = head("http://" + a.feed[8:])
        res["S1"] = final.startswith("https://")
    res["S2"] = not any(k.lower() in ("key", "api_key", "token") for k in parse.parse_qs(parse.urlparse(a.feed).query))
    for u in a.rt:
        _, h, _ = head(u)
        if h.get("Access-Control-Allow-Origin") == "*" and h.get("Access-Control-Allow-Credentials") == "true":
            res["S5"] = False
    res.setdefault("S5", True)
    for k, v in res.items():
        print(k, "PASS" if v else "FAIL")


if __name__ == "__main__":
    main()
