import os, sys, json, requests
from requests_oauthlib import OAuth1
acct = os.environ["NS_ACCOUNT"]
auth = OAuth1(os.environ["NS_CONSUMER_KEY"], os.environ["NS_CONSUMER_SECRET"], os.environ["NS_TOKEN_ID"], os.environ["NS_TOKEN_SECRET"], realm=acct, signature_method="HMAC-SHA256")
r = requests.post(f"https://{acct}.suitetalk.api.netsuite.com/services/rest/query/v1/suiteql", json={"q": sys.argv[1]}, auth=auth, headers={"Prefer": "transient"})
for row in r.json().get("items", []): print(",".join(str(v) for v in row.values()))
