import os, sys, json, urllib.request
realm = os.environ["QBO_REALM_ID"]; tok = os.environ["QBO_ACCESS_TOKEN"]
base = f"https://quickbooks.api.intuit.com/v3/company/{realm}"
def q(sql):
    req = urllib.request.Request(base + "/query?query=" + urllib.parse.quote(sql),
                                 headers={"Authorization": "Bearer " + tok, "Accept": "application/json"})
    return json.load(urllib.request.urlopen(req))
import urllib.parse
if sys.argv[1] == "bills":
    print(json.dumps(q("select * from Bill maxresults 1000"), indent=1))
elif sys.argv[1] == "bank":
    print(json.dumps(q("select * from Purchase maxresults 1000"), indent=1))
