#!/usr/bin/env python3
import json, os, sys, urllib.request
import xml.etree.ElementTree as ET

url = os.environ.get("SLACK_WEBHOOK_URL")
if not url:
    sys.exit("SLACK_WEBHOOK_URL is not set")

root = ET.parse(sys.argv[1]).getroot()
suites = [root] if root.tag == "testsuite" else root.findall("testsuite")
total = sum(int(s.get("tests", 0)) for s in suites)
failed = [f'{c.get("classname")}.{c.get("name")}' for s in suites for c in s.iter("testcase")
          if c.find("failure") is not None or c.find("error") is not None]
skipped = sum(int(s.get("skipped", 0)) for s in suites)

text = f"Tests: {total - len(failed) - skipped} passed, {len(failed)} failed, {skipped} skipped"
if failed:
    text += "\n" + "\n".join(f"• {n}" for n in failed[:10])
req = urllib.request.Request(url, data=json.dumps({"text": text}).encode(),
                             headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=10)
print("posted")
