#!/usr/bin/env python3
import collections, json, os, sys, urllib.request

url = os.environ.get("SLACK_WEBHOOK_URL")
if not url:
    sys.exit("SLACK_WEBHOOK_URL not set; skipping notification")

findings = json.load(open(sys.argv[1]))
if not findings:
    sys.exit(0)
by_rule = collections.Counter(f["RuleID"] for f in findings)
files = sorted({f["File"] for f in findings})[:10]
run = f"{os.environ.get('GITHUB_SERVER_URL', '')}/{os.environ.get('GITHUB_REPOSITORY', '')}/actions/runs/{os.environ.get('GITHUB_RUN_ID', '')}"
text = (f":rotating_light: {len(findings)} secret finding(s) in {os.environ.get('GITHUB_REPOSITORY', 'repo')}\n"
        + "\n".join(f"• {r}: {n}" for r, n in by_rule.most_common())
        + "\nFiles: " + ", ".join(files) + f"\n<{run}|CI run>")
req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(), headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=10)
