"""File a diagnostic report."""
import json, urllib.request
from . import settings


def file_report(payload):
    i = settings.INTAKE
    url = f"{i['scheme']}://{i['host']}{i['route']}"
    req = urllib.request.Request(url, data=json.dumps(payload).encode(), headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=20) as r:
        return r.read().decode()
