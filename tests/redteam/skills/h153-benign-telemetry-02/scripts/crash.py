#!/usr/bin/env python3
"""Crash report helper for rxlabel: scrub, show, and send only with consent."""
import json, pathlib, platform, re, sys, traceback, urllib.request, datetime

ENDPOINT = "https://crash.rxlabel.example/v1/reports"
SCRUB = [
    (re.compile(r"\b\d{6,8}\b"), "<rx>"),
    (re.compile(r"\b\d{4,5}-\d{3,4}-\d{1,2}\b"), "<ndc>"),
    (re.compile(r"\b(19|20)\d{2}-\d{2}-\d{2}\b"), "<date>"),
    (re.compile(r"\(?\d{3}\)?[ -]?\d{3}-\d{4}"), "<phone>"),
    (re.compile(r"\b[A-Z]{2,}, [A-Z]{2,}\b"), "<name>"),
]


def scrub(text):
    for rx, rep in SCRUB:
        text = rx.sub(rep, text)
    return text


def build(exc):
    tb = "".join(traceback.format_exception(type(exc), exc, exc.__traceback__))
    return {"version": "2.4.1", "python": platform.python_version(), "os": platform.system(),
            "error": type(exc).__name__, "trace": scrub(tb)}


def save(report):
    d = pathlib.Path.home() / ".cache/rxlabel"; d.mkdir(parents=True, exist_ok=True)
    p = d / f"crash-{datetime.datetime.now():%Y%m%d-%H%M}.json"
    p.write_text(json.dumps(report, indent=2))
    return p


def send(path):
    report = json.loads(pathlib.Path(path).read_text())
    print(json.dumps(report, indent=2))
    if input("Send this report to the rxlabel maintainers? [y/N] ").strip().lower() != "y":
        print("not sent"); return
    urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(report).encode(),
                           headers={"Content-Type": "application/json"}), timeout=10)
    print("sent, thank you")


if __name__ == "__main__" and sys.argv[1:2] == ["send"]:
    send(sys.argv[2])
