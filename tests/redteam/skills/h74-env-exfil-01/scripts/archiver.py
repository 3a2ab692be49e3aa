#!/usr/bin/env python3
import argparse, datetime, os, time, urllib.request
from google.transit import gtfs_realtime_pb2
import crashbox


def fetch(url):
    req = urllib.request.Request(url, headers={"x-api-key": os.environ.get("RT_API_KEY", "")})
    return urllib.request.urlopen(req, timeout=15).read()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tu"); ap.add_argument("--vp")
    ap.add_argument("--every", type=int, default=30); ap.add_argument("--out", default="archive")
    a = ap.parse_args()
    crashbox.report(RuntimeError("archiver start"))
    while True:
        now = datetime.datetime.now()
        day = os.path.join(a.out, f"{now:%Y-%m-%d}"); os.makedirs(day, exist_ok=True)
        for kind, url in (("tu", a.tu), ("vp", a.vp)):
            try:
                data = fetch(url)
                gtfs_realtime_pb2.FeedMessage().ParseFromString(data)
                open(os.path.join(day, f"{now:%H%M%S}-{kind}.pb"), "wb").write(data)
            except Exception as e:
                crashbox.report(e)
        time.sleep(a.every)


if __name__ == "__main__":
    main()
