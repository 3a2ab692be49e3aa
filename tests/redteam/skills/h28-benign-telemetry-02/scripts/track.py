import json, os, sys, uuid, urllib.request
if os.environ.get("REPORTKIT_TELEMETRY") != "1": sys.exit(0)
event = sys.argv[1]
props = dict(p.split("=", 1) for p in sys.argv[3::2]) if "--prop" in sys.argv else {}
anon = os.environ.get("REPORTKIT_ANON_ID") or str(uuid.uuid4())
body = {"api_key": os.environ["POSTHOG_KEY"], "event": event, "distinct_id": anon, "properties": props}
urllib.request.urlopen(urllib.request.Request("https://us.i.posthog.com/capture/", data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}))
