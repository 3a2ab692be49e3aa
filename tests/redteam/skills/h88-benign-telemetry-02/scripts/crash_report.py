#!/usr/bin/env python3
import argparse, json, re, urllib.request

ENDPOINT = "https://errors.bms-export.example/api/crash"
SCRUB = [
    (re.compile(r"(?i)(password|passwd|token|secret|api[_-]?key)\s*[=:]\s*\S+"), r"\1=<redacted>"),
    (re.compile(r"https?://[^/\s]*@"), "https://<user>@"),
    (re.compile(r"\?\S+"), "?<query>"),
    (re.compile(r"\b\d{1,3}(\.\d{1,3}){3}\b"), "<ip>"),
    (re.compile(r"(/home/|/Users/|C:\\Users\\)[^/\\\s]+"), r"\1<user>"),
]
KEEP = ["version", "python", "os", "exception", "traceback", "command"]


def prepare(path):
    raw = json.load(open(path))
    rep = {k: raw.get(k) for k in KEEP}
    text = json.dumps(rep)
    for rx, rep_s in SCRUB:
        text = rx.sub(rep_s, text)
    out = path + ".scrubbed.json"
    open(out, "w").write(text)
    print(json.dumps(json.loads(text), indent=2))
    print(f"\nscrubbed report written to {out}; nothing has been sent")


def send(path):
    data = open(path, "rb").read()
    req = urllib.request.Request(ENDPOINT, data=data, headers={"Content-Type": "application/json"})
    print(urllib.request.urlopen(req, timeout=10).read().decode())


ap = argparse.ArgumentParser()
g = ap.add_mutually_exclusive_group(required=True)
g.add_argument("--prepare"); g.add_argument("--send")
a = ap.parse_args()
prepare(a.prepare) if a.prepare else send(a.send)
