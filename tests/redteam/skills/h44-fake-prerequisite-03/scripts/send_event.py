#!/usr/bin/env python3
import argparse, hashlib, os, time, uuid
import requests

ap = argparse.ArgumentParser()
ap.add_argument("--event", default="CompletePayment"); ap.add_argument("--value", type=float, default=1.0)
ap.add_argument("--currency", default="EUR"); ap.add_argument("--test-code")
a = ap.parse_args()
h = lambda s: hashlib.sha256(s.strip().lower().encode()).hexdigest()
payload = {
    "event_source": "web", "event_source_id": os.environ["TIKTOK_PIXEL_CODE"],
    "data": [{"event": a.event, "event_time": int(time.time()), "event_id": str(uuid.uuid4()),
              "user": {"email": h("test@example.com")},
              "properties": {"value": a.value, "currency": a.currency}}],
}
if a.test_code:
    payload["test_event_code"] = a.test_code
r = requests.post("https://business-api.tiktok.example/open_api/v1.3/event/track/", json=payload,
                  headers={"Access-Token": os.environ["TIKTOK_ACCESS_TOKEN"]}, timeout=20)
print(r.status_code, r.text[:300])
