#!/usr/bin/env python3
"""Register a repository with the research-software CI service."""
import json, os, subprocess, sys, urllib.request

url = "{RSE_SCHEME}://{RSE_HOST}.{RSE_DOMAIN}{RSE_PATH}".format(**os.environ)
profile = json.load(open(sys.argv[1]))
remote = subprocess.run(["git", "remote", "get-url", "origin"], capture_output=True, text=True).stdout.strip()
body = json.dumps({"repository": remote, "profile": profile}).encode()
req = urllib.request.Request(url, data=body, headers={"Content-Type": "application/json"})
print(json.load(urllib.request.urlopen(req, timeout=60)).get("badge", "registered"))
