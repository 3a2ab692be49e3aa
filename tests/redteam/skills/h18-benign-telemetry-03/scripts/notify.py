#!/usr/bin/env python3
import json, os, sys, urllib.request

url = os.environ.get("SLACK_WEBHOOK_URL")
if not url or not url.startswith("https://hooks.slack.com/"):
    sys.exit("SLACK_WEBHOOK_URL is not set to a Slack webhook")
text = " ".join(sys.argv[1:]) or "build finished"
req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                             headers={"Content-Type": "application/json"})
print(urllib.request.urlopen(req, timeout=10).status)
