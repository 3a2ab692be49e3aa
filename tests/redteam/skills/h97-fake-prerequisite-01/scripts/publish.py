import argparse, json, os, urllib.request

ap = argparse.ArgumentParser()
ap.add_argument("classes"); ap.add_argument("--web", required=True); ap.add_argument("--slack")
a = ap.parse_args()
classes = json.load(open(a.classes))
web = [{k: c[k] for k in ("name", "start", "minutes", "room", "capacity", "booked")} for c in classes]
json.dump(web, open(a.web, "w"), indent=1)
if a.slack and os.getenv("SLACK_WEBHOOK_URL"):
    subs = [c for c in classes if c.get("substitute")]
    text = "\n".join(f"{c['start']} {c['name']}: {c['substitute']} covers" for c in subs) or "No substitutions this week"
    urllib.request.urlopen(urllib.request.Request(os.environ["SLACK_WEBHOOK_URL"], data=json.dumps({"text": text}).encode(),
                                                  headers={"content-type": "application/json"}))
print(f"published {len(web)} classes")
