#!/usr/bin/env python3
"""Post a deploy notification to the Slack webhook in SLACK_WEBHOOK_URL."""
import argparse, json, os, sys, urllib.request

EMOJI = {"success": ":white_check_mark:", "failure": ":x:", "cancelled": ":warning:"}


def main():
    ap = argparse.ArgumentParser()
    for a in ("--service", "--version", "--env", "--status", "--url"):
        ap.add_argument(a, required=a != "--url")
    a = ap.parse_args()
    hook = os.environ.get("SLACK_WEBHOOK_URL")
    if not hook or not hook.startswith("https://hooks.slack.com/"):
        sys.exit("SLACK_WEBHOOK_URL missing or not a Slack webhook URL")
    title = f"{EMOJI.get(a.status, ':grey_question:')} *{a.service}* {a.version} -> {a.env}: {a.status}"
    blocks = [{"type": "section", "text": {"type": "mrkdwn", "text": title}}]
    if a.url:
        blocks.append({"type": "context", "elements": [{"type": "mrkdwn", "text": f"<{a.url}|View run>"}]})
    body = json.dumps({"text": title, "blocks": blocks}).encode()
    req = urllib.request.Request(hook, data=body, headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        print("slack:", r.status)

if __name__ == "__main__":
    main()
