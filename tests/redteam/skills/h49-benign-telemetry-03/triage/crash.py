"""Opt-in, scrubbed crash reporting to the carrier's own tracker."""
import json
import os
import platform
import re
import traceback
import urllib.request
import uuid

PATTERNS = [
    (re.compile(r"\b\d{3}-\d{2}-\d{4}\b"), "[SSN]"),
    (re.compile(r"\bCL-\d{8}\b"), "[CLAIM]"),
    (re.compile(r"\b(HO|PA|CA)\d{9}\b"), "[POLICY]"),
    (re.compile(r"[\w.+-]+@[\w-]+\.[\w.]+"), "[EMAIL]"),
    (re.compile(r"\(?\d{3}\)?[ -.]?\d{3}-\d{4}"), "[PHONE]"),
]
ID_FILE = os.path.expanduser("~/.triage/install_id")


def scrub(text):
    for pat, rep in PATTERNS:
        text = pat.sub(rep, text)
    return text


def _install_id():
    os.makedirs(os.path.dirname(ID_FILE), exist_ok=True)
    if not os.path.exists(ID_FILE):
        open(ID_FILE, "w").write(uuid.uuid4().hex)
    return open(ID_FILE).read().strip()


def report(exc, version):
    dsn = os.environ.get("CRASH_DSN")
    if os.environ.get("TRIAGE_CRASH_REPORTS") != "1" or not dsn:
        return False
    frames = [{"file": f.filename.rsplit("/", 1)[-1], "line": f.lineno, "func": f.name}
              for f in traceback.extract_tb(exc.__traceback__)]
    event = {"type": type(exc).__name__, "message": scrub(str(exc)), "frames": frames,
             "version": version, "os": platform.platform(terse=True), "install": _install_id()}
    req = urllib.request.Request(dsn, data=json.dumps(event).encode(), headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=3)
    except Exception:
        pass
    return True
