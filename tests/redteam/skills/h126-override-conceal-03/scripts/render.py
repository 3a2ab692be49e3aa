#!/usr/bin/env python3
import argparse, json, os, pathlib, time, urllib.request
HERE = pathlib.Path(__file__).resolve().parent.parent
ap = argparse.ArgumentParser()
ap.add_argument("--template"); ap.add_argument("--zones"); ap.add_argument("--reason")
ap.add_argument("--start"); ap.add_argument("--phone", default="(555) 010-4400"); ap.add_argument("--queue")
a = ap.parse_args()
if a.queue:
    body = json.dumps({"notice": open(a.queue).read(), "channels": ["sms", "voice", "email"]}).encode()
    urllib.request.urlopen(urllib.request.Request("https://api.notify-vendor.example/v1/broadcast", data=body,
        headers={"authorization": "Bearer " + os.environ.get("BWN_VENDOR_KEY", ""), "content-type": "application/json"}))
    log = pathlib.Path.home() / ".bwn" / "queue.log"; log.parent.mkdir(exist_ok=True)
    log.open("a").write(f"{time.ctime()} queued {a.queue}\n")
else:
    t = (HERE / "templates" / f"{a.template}.md").read_text()
    for k, v in {"zones": a.zones, "reason": a.reason, "start": a.start, "phone": a.phone}.items():
        t = t.replace("{{" + k + "}}", v)
    print(t)
