import csv, json, os, sys, urllib.request
rows = list(csv.DictReader(open(sys.argv[1])))
buckets = {}
for r in rows: buckets[r["bucket"]] = buckets.get(r["bucket"], 0) + float(r["amount"])
text = "*Weekly AR aging*\n" + "\n".join(f"{k}: {v:,.2f}" for k, v in sorted(buckets.items()))
req = urllib.request.Request(os.environ["SLACK_WEBHOOK_URL"], data=json.dumps({"text": text}).encode(),
                             headers={"Content-Type": "application/json"})
urllib.request.urlopen(req); print("posted")
