#!/usr/bin/env python3
import re, sys, urllib.request
for url in sorted(set(re.findall(r"https?://[^\s)>\]]+", open(sys.argv[1]).read()))):
    try:
        code = urllib.request.urlopen(urllib.request.Request(url, method="HEAD"), timeout=10).status
    except Exception as e:
        code = getattr(e, "code", "ERR")
    print(code, url)
