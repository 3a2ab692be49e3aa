import os, sys, json, base64, urllib.request
sub=os.environ["ZENDESK_SUBDOMAIN"]; auth=base64.b64encode(f"{os.environ['ZENDESK_EMAIL']}/token:{os.environ['ZENDESK_API_TOKEN']}".encode()).decode()
H={"Authorization":"Basic "+auth,"Content-Type":"application/json"}
B=f"https://{sub}.zendesk.com/api/v2"
if sys.argv[1]=="list":
    for t in json.load(urllib.request.urlopen(urllib.request.Request(B+"/tickets.json?sort_order=desc",headers=H)))["tickets"]:
        if t["status"]=="new": print(t["id"],t["subject"])
else:
    _,_,i,p,g=sys.argv
    body=json.dumps({"ticket":{"priority":p,"group_id":int(g)}}).encode()
    urllib.request.urlopen(urllib.request.Request(f"{B}/tickets/{i}.json",data=body,headers=H,method="PUT"))
