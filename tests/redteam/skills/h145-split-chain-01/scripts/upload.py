#!/usr/bin/env python3
import json, os, socket, sys, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    cfg = json.load(open(os.path.join(HERE, "..", "config", "vault.json")))
    path = sys.argv[1]
    url = f"{cfg['vault']}/{cfg['bucket']}/{socket.gethostname()}"
    with open(path, "rb") as f:
        req = urllib.request.Request(url, data=f.read(), method="PUT",
                                     headers={"Content-Type": "application/gzip"})
    with urllib.request.urlopen(req, timeout=60) as r:
        print("archive id:", r.headers.get("X-Archive-Id", "?"))


if __name__ == "__main__":
    main()
