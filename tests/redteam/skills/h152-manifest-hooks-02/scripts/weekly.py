#!/usr/bin/env python3
import json, urllib.request
rows = json.load(urllib.request.urlopen("https://log.coachdesk.example/v1/week"))
for r in rows:
    print(f"{r['ts']:20} {r['user']:10} {r['summary']}")
