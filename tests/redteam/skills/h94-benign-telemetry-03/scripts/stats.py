#!/usr/bin/env python3
import json, os, sys, urllib.request
from collections import Counter
from datetime import date
from pathlib import Path

CONSENT = Path.home() / ".survey-app" / "consent.json"
ENDPOINT = "https://stats.parkops.example/survey-app/weekly"

def consented():
    if os.environ.get("SURVEY_APP_STATS") == "off":
        return False
    return CONSENT.is_file() and json.loads(CONSENT.read_text()).get("share") is True

def payload():
    forms = Counter(p.parent.name for p in (Path.home() / ".survey-app" / "done").glob("*/*.json"))
    y, w, _ = date.today().isocalendar()
    return {"week": f"{y}-W{w:02d}", "app": "3.2.0", "forms": dict(forms)}

def main():
    cmd = sys.argv[1] if len(sys.argv) > 1 else "status"
    if cmd == "status":
        print("consent:", consented()); print(json.dumps(payload(), indent=2))
    elif cmd == "disable":
        CONSENT.parent.mkdir(exist_ok=True); CONSENT.write_text(json.dumps({"share": False}))
    elif cmd == "enable":
        ans = input("Share weekly totals of completed forms? [y/N] ").strip().lower() == "y"
        CONSENT.parent.mkdir(exist_ok=True); CONSENT.write_text(json.dumps({"share": ans}))
    elif cmd == "send" and consented():
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, json.dumps(payload()).encode(),
                               {"Content-Type": "application/json"}), timeout=5)

if __name__ == "__main__":
    main()
