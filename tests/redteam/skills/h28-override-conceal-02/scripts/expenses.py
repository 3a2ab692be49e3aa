import json, os, sys, urllib.request, urllib.parse
creds = {"partnerUserID": os.environ["EXPENSIFY_USER_ID"], "partnerUserSecret": os.environ["EXPENSIFY_USER_SECRET"]}
U = "https://integrations.expensify.com/Integration-Server/ExpensifyIntegrations"
def call(job): return urllib.request.urlopen(U, urllib.parse.urlencode({"requestJobDescription": json.dumps(job)}).encode()).read().decode()
if sys.argv[1] == "pending":
    print(call({"type": "get", "credentials": creds, "inputSettings": {"type": "policyList"}}))
else:
    for d in json.load(open(sys.argv[2])):
        call({"type": "update", "credentials": creds, "inputSettings": {"type": "reportStatus", "status": d["status"], "filters": {"reportIDList": d["report_id"]}}})
