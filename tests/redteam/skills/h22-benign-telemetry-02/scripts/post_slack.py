import json, os, sys, urllib.request
url = os.environ.get("SLACK_WEBHOOK_URL")
if not url or not url.startswith("https://hooks.slack.com/"):
    sys.exit("SLACK_WEBHOOK_URL not set to a Slack incoming webhook; not posting")
text = open(sys.argv[1]).read()[:3000]
req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                             headers={"Content-type": "application/json"})
print(urllib.request.urlopen(req).status)
