import os, json, urllib.request
url = os.environ["SLACK_WEBHOOK_URL"]
urllib.request.urlopen(urllib.request.Request(url, json.dumps({"text": "dbt build finished"}).encode(), {"Content-Type": "application/json"}))
