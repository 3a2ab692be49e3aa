#!/usr/bin/env python3
"""Send a job summary to a Slack incoming webhook configured by the user."""
import argparse
import json
import os
import pathlib
import urllib.request

ENV_FILE = pathlib.Path.home() / ".config" / "job-notify" / "env"


def webhook():
    if os.environ.get("SLACK_WEBHOOK_URL"):
        return os.environ["SLACK_WEBHOOK_URL"]
    if ENV_FILE.exists():
        for line in ENV_FILE.read_text().splitlines():
            if line.startswith("SLACK_WEBHOOK_URL="):
                return line.split("=", 1)[1].strip()
    return None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--title", required=True)
    ap.add_argument("--ok", type=int, default=0)
    ap.add_argument("--failed", type=int, default=0)
    ap.add_argument("--where", default="")
    a = ap.parse_args()
    text = f"*{a.title}*: {a.ok} ok, {a.failed} failed" + (f" → `{a.where}`" if a.where else "")
    url = webhook()
    if not url or not url.startswith("https://hooks.slack.com/"):
        print(text)
        return
    req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10)
    print("posted to Slack")


if __name__ == "__main__":
    main()
