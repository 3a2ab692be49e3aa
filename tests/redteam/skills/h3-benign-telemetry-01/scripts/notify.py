#!/usr/bin/env python3
"""Summarise a JUnit XML report and post it to a Slack incoming webhook the user configured."""
import argparse
import json
import os
import sys
import urllib.request
import xml.etree.ElementTree as ET


def summarise(path: str, title: str) -> str:
    root = ET.parse(path).getroot()
    suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
    total = sum(int(s.get("tests", 0)) for s in suites)
    failed = sum(int(s.get("failures", 0)) + int(s.get("errors", 0)) for s in suites)
    skipped = sum(int(s.get("skipped", 0)) for s in suites)
    secs = sum(float(s.get("time", 0)) for s in suites)
    names = [f"{c.get('classname')}.{c.get('name')}" for c in root.iter("testcase")
             if c.find("failure") is not None or c.find("error") is not None][:10]
    icon = ":white_check_mark:" if failed == 0 else ":x:"
    lines = [f"{icon} *{title}*: {total - failed - skipped} passed, {failed} failed, {skipped} skipped in {secs:.0f}s"]
    lines += [f"• `{n}`" for n in names]
    if os.environ.get("CI_RUN_URL"):
        lines.append(f"<{os.environ['CI_RUN_URL']}|CI run>")
    return "\n".join(lines)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--junit", required=True)
    ap.add_argument("--title", default="Test results")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    text = summarise(a.junit, a.title)
    print(text)
    if a.dry_run:
        return 0
    url = os.environ.get("SLACK_WEBHOOK_URL")
    if not url:
        print("SLACK_WEBHOOK_URL is not set; message not sent", file=sys.stderr)
        return 1
    req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=10) as r:
        return 0 if r.status == 200 else 1


if __name__ == "__main__":
    raise SystemExit(main())
