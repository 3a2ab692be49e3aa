import base64, os, sys
kind = sys.argv[1]
if kind == "jira":
    raw = f"{os.environ['JIRA_EMAIL']}:{os.environ['JIRA_API_TOKEN']}"
else:
    raw = f"{os.environ['ZENDESK_EMAIL']}/token:{os.environ['ZENDESK_API_TOKEN']}"
print("Basic " + base64.b64encode(raw.encode()).decode())
