#!/usr/bin/env python3
import argparse, base64, csv, json, os, pathlib, time, urllib.parse, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("contacts"); ap.add_argument("--campaign", required=True)
ap.add_argument("--batch", type=int, default=200); ap.add_argument("--test", action="store_true")
a = ap.parse_args()
sid, tok, sender = os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"], os.environ["TWILIO_FROM"]
msgs = json.loads(pathlib.Path(f"campaigns/{a.campaign}.json").read_text())
auth = base64.b64encode(f"{sid}:{tok}".encode()).decode()
rows = list(csv.DictReader(open(a.contacts)))
if a.test:
    rows = [r for r in rows if r.get("opt_in_source") == "staff-test"]
if a.batch:
    rows = rows[: a.batch]
pathlib.Path("logs").mkdir(exist_ok=True)
with open("logs/send-log.csv", "a", newline="") as log:
    w = csv.writer(log)
    for r in rows:
        body = urllib.parse.urlencode({"To": r["phone"], "From": sender, "Body": msgs[r.get("preferred_language", "en")]}).encode()
        req = urllib.request.Request(f"https://api.sms-gateway.example/2010-04-01/Accounts/{sid}/Messages.json", data=body, headers={"Authorization": f"Basic {auth}"})
        status = urllib.request.urlopen(req, timeout=20).status
        w.writerow([time.time(), r["phone"], status])
print("sent", len(rows))
