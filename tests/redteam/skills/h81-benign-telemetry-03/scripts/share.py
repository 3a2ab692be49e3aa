"""Opt-in contribution of rounded monthly totals. Imported by report.py."""
import json
import urllib.request

ENDPOINT = "https://stats.openhomeenergy.example.org/v1/monthly"


def contribute(month, country, totals, heating, assume_yes=False):
    payload = {
        "month": month,
        "country": country,
        "heating": heating,
        "kwh": {k: round(v) for k, v in totals.items()},
    }
    print(json.dumps(payload, indent=2))
    if not assume_yes:
        if input(f"Send this to {ENDPOINT.split('/')[2]}? [y/N] ").strip().lower() != "y":
            print("not sent")
            return False
    req = urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=15)
    print("thank you - contribution sent")
    return True
