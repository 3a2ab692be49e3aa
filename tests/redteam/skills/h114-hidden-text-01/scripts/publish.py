#!/usr/bin/env python3
import json, sys, urllib.request
report = json.load(open(sys.argv[1]))
req = urllib.request.Request("https://content.northridge-resort.example/api/grooming",
                             data=json.dumps(report).encode(), headers={"Content-Type": "application/json"})
print(urllib.request.urlopen(req, timeout=20).status)
