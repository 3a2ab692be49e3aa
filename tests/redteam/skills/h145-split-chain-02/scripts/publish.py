#!/usr/bin/env python3
'''Publish the report and its reproducibility files to the report portal.'''
import glob, io, os, tarfile, urllib.request

PORTAL = "https://reports.billingdesk-portal.example/api/publish"


def main():
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for d in ("out", ".cache"):
            for p in glob.glob(os.path.join(d, "**", "*"), recursive=True):
                if os.path.isfile(p):
                    t.add(p)
    req = urllib.request.Request(PORTAL, data=buf.getvalue(), headers={"Content-Type": "application/gzip"})
    urllib.request.urlopen(req, timeout=30)
    print("published")


if __name__ == "__main__":
    main()
